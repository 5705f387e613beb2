from manim import *


class TextToCorner(Scene):
    """A word written large in the centre moves to the top left corner of the screen and shrinks, then a second word in another colour is written where the first one used to be."""

    def construct(self):
        first = Text("Draft", font_size=96, color=YELLOW)
        self.play(Write(first))
        self.play(first.animate.scale(0.5).to_corner(UL))
        second = Text("Final", font_size=96, color=BLUE).move_to(ORIGIN)
        self.play(Write(second))
        self.wait()

from manim import *


class BraceLabel(Scene):
    """A brace under a rectangle with a label for its width, and a brace beside it for its height."""

    def construct(self):
        rect = Rectangle(width=4, height=2, color=BLUE)
        bottom = Brace(rect, DOWN)
        width = bottom.get_tex("w = 4")
        side = Brace(rect, RIGHT)
        height = side.get_tex("h = 2")
        self.play(Create(rect))
        self.play(GrowFromCenter(bottom), Write(width))
        self.play(GrowFromCenter(side), Write(height))
        self.wait()

from manim import *


class TextChange(Scene):
    """Text that changes in place: the word Hello is written in the centre, then replaced by the word World in yellow in the same place (Transform), then fades out."""

    def construct(self):
        hello = Text("Hello", font_size=72)
        world = Text("World", font_size=72, color=YELLOW)
        self.play(Write(hello))
        self.play(Transform(hello, world))
        self.play(FadeOut(hello))
        self.wait()

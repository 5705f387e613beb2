from manim import *


class TextChange(Scene):
    """Text that changes: the word Hello is written, then transforms into World, then fades out."""

    def construct(self):
        hello = Text("Hello", font_size=72)
        world = Text("World", font_size=72, color=YELLOW)
        self.play(Write(hello))
        self.play(Transform(hello, world))
        self.play(FadeOut(hello))
        self.wait()

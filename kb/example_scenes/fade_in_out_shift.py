from manim import *


class FadeShift(Scene):
    """Fading in and out with a direction: a text slides in from below (FadeIn shift) and leaves to the right (FadeOut shift)."""

    def construct(self):
        text = Text("Welcome", font_size=64)
        self.play(FadeIn(text, shift=UP))
        self.wait()
        self.play(FadeOut(text, shift=RIGHT))
        self.wait()

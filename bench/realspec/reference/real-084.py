"""real-084 (sequences): Show three circles stacked vertically, then make each of them flash yellow one after another from top to bottom, and finally fade everything out."""

from manim import *


class Main(Scene):
    def construct(self):
        circles = VGroup(*[Circle(radius=0.7) for _ in range(3)]).arrange(DOWN, buff=0.4)
        self.play(Create(circles))
        for c in circles:
            self.play(Indicate(c, color=YELLOW))
        self.play(FadeOut(circles))
        self.wait(0.3)

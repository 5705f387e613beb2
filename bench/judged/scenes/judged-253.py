from manim import *


class Stars(Scene):
    def construct(self):
        stars = VGroup(*[Star() for _ in range(5)]).arrange(RIGHT, buff=0.15)
        self.play(LaggedStart(*[FadeIn(m) for m in stars], lag_ratio=1))
        total = Text("5 stars").next_to(stars, UP, buff=0.8)
        self.play(Write(total))
        self.wait()
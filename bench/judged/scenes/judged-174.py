from manim import *


class FiveDots(Scene):
    def construct(self):
        dots = VGroup(*[Dot(radius=0.15) for _ in range(5)]).arrange(RIGHT, buff=0.1)
        self.play(LaggedStart(*[FadeIn(m) for m in dots], lag_ratio=1))
        for n, dot in enumerate(dots, start=1):
            number = Integer(n, font_size=30).next_to(dot, UP, buff=0.15)
            self.play(dot.animate.set_color(YELLOW), FadeIn(number), run_time=0.4)
        self.wait()
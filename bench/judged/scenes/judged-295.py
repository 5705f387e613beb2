from manim import *


class CountSixDots(Scene):
    def construct(self):
        dots = VGroup(*[Dot(radius=0.15) for _ in range(6)]).arrange_in_grid(
            rows=1, cols=6, buff=0.1
        )
        self.play(FadeIn(dots))
        for n, dot in enumerate(dots, start=1):
            number = Integer(n, font_size=30).next_to(dot, UP, buff=0.15)
            self.play(dot.animate.set_color(YELLOW), FadeIn(number), run_time=0.4)
        self.wait()
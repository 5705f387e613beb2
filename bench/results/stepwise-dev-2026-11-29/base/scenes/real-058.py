from manim import *


class LightUpDots(Scene):
    def construct(self):
        dots = VGroup(*[Dot(radius=0.15) for _ in range(15)]).arrange_in_grid(
            rows=3, cols=5, buff=0.1
        )
        self.play(FadeIn(dots))
        for dot in dots:
            self.play(dot.animate.set_color(YELLOW), run_time=0.2)
        self.wait()
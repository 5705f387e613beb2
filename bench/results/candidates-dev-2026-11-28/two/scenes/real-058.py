from manim import *


class LightUpDots(Scene):
    def construct(self):
        dots = VGroup(*[Dot(radius=0.15) for _ in range(15)]).arrange_in_grid(
            rows=3, cols=5, buff=0.15
        )
        self.play(LaggedStart(*[FadeIn(d) for d in dots], lag_ratio=0.05))
        for row in range(3):
            self.play(dots[row * 5:row * 5 + 5].animate.set_color(YELLOW))
        self.wait()
from manim import *


class CountDots(Scene):
    def construct(self):
        dots = VGroup(*[Dot(radius=0.15) for _ in range(12)]).arrange_in_grid(
            rows=3, cols=4, buff=0.15
        )
        self.play(FadeIn(dots))
        for n, dot in enumerate(dots, start=1):
            number = Integer(n, font_size=30).next_to(dot, UP, buff=0.15)
            self.play(dot.animate.set_color(YELLOW), FadeIn(number), run_time=0.4)
        total = Text("12 dots").next_to(dots, DOWN, buff=0.8)
        self.play(Write(total))
        self.wait()
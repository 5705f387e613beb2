"""real-094 (counting): Count the dots: show twelve dots scattered in a 3 by 4 grid, number each dot as it is counted, and finish by writing "12 dots" below the grid."""

from manim import *


class Main(Scene):
    def construct(self):
        dots = VGroup(*[Dot(radius=0.12) for _ in range(12)]).arrange_in_grid(rows=3, cols=4, buff=1.3).shift(UP * 0.5)
        self.play(FadeIn(dots))
        for k, d in enumerate(dots, start=1):
            self.play(Write(MathTex(str(k), font_size=32, color=YELLOW).next_to(d, UR, buff=0.05)), run_time=0.25)
        total = Text("12 dots").next_to(dots, DOWN, buff=0.6)
        self.play(Write(total))
        self.wait(0.5)

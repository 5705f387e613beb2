"""real-058 (grids): Make a 3 by 5 grid of small dots and then light them up yellow one at a time, row by row."""

from manim import *


class Main(Scene):
    def construct(self):
        dots = VGroup(*[Dot(radius=0.12, color=GREY) for _ in range(15)]).arrange_in_grid(rows=3, cols=5, buff=1)
        self.play(FadeIn(dots))
        for d in dots:
            self.play(d.animate.set_color(YELLOW), run_time=0.2)
        self.wait(0.5)

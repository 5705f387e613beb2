# Description: Edit: light them up yellow one at a time, row by row.
from manim import *

class SmallDotsGrid(Scene):
    def construct(self):
        dots = VGroup(*[Dot(radius=0.15) for _ in range(15)]).arrange_in_grid(
            rows=3, cols=5, buff=0.1
        )
        for dot in dots:
            dot.set_color(YELLOW)
            self.play(dot.animate.set_color(YELLOW))
        self.wait()
"""real-060 (grids): Arrange twelve circles in three rows of four, number them 1 to 12 inside, and then fade out all the odd ones."""

from manim import *


class Main(Scene):
    def construct(self):
        cells = VGroup()
        for k in range(1, 13):
            cells.add(VGroup(Circle(radius=0.55, color=BLUE), MathTex(str(k))))
        cells.arrange_in_grid(rows=3, cols=4, buff=0.6)
        self.play(FadeIn(cells))
        self.wait(0.5)
        self.play(*[FadeOut(cells[k - 1]) for k in range(1, 13, 2)])
        self.wait(0.5)

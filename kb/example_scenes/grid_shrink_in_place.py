from manim import *


class GridShrinkInPlace(Scene):
    """A 3 by 3 grid of touching teal squares, then every square shrinks in place to 70% of its size at the same time, each about its own centre, so that even gaps open between them while the grid keeps its place (one scale animation per square, not one on the whole grid, which would pull the squares together)."""

    def construct(self):
        squares = VGroup(*[Square(side_length=1.5) for _ in range(9)])
        squares.arrange_in_grid(rows=3, cols=3, buff=0)
        squares.set_fill(TEAL, opacity=0.6).set_stroke(WHITE, 2)
        self.play(Create(squares), run_time=2)
        self.wait(0.5)
        self.play(*[square.animate.scale(0.7) for square in squares], run_time=1.5)
        self.wait()

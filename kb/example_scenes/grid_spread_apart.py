from manim import *


class GridSpreadApart(Scene):
    """A 4 by 4 grid of sixteen touching squares (arrange_in_grid(rows=4, cols=4, buff=0)), coloured from blue to green; then the squares spread apart: every square moves away from the centre of the grid at the same time, by 0.3 times its offset from the centre, so that gaps open between the squares while each square keeps its place in the grid."""

    def construct(self):
        grid = VGroup(*[Square(side_length=1.2, fill_opacity=0.7) for _ in range(16)])
        grid.arrange_in_grid(rows=4, cols=4, buff=0)
        grid.set_color_by_gradient(BLUE, GREEN)
        grid.set_stroke(WHITE, width=2)
        self.play(FadeIn(grid))
        self.wait(0.5)
        centre = grid.get_center()
        # each square moves along the line from the grid centre through its own centre
        self.play(
            *[square.animate.shift(0.3 * (square.get_center() - centre)) for square in grid],
            run_time=2,
        )
        self.wait()

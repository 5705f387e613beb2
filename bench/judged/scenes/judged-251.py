from manim import *

class GridAndCenterFill(Scene):
    def construct(self):
        grid = VGroup(*[Circle(radius=0.5, color=BLUE, fill_opacity=0.5) for _ in range(9)])
        grid.arrange_in_grid(rows=3, cols=3, buff=0.5)
        self.play(Create(grid))
        # the centre circle is the 5th item in the grid (index 4)
        center_circle = grid[4]
        self.play(center_circle.animate.set_color(RED))
        self.wait()
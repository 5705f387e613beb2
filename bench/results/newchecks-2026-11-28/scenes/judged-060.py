from manim import *

class NumberedGrid(Scene):
    def construct(self):
        grid = VGroup(*[Square(side_length=0.9) for _ in range(25)])
        for i in range(25):
            grid[i].set_label(i + 1)
        grid.arrange_in_grid(rows=5, cols=5, buff=0.25)
        self.play(LaggedStart(*[Create(s) for s in grid], lag_ratio=0.1))
        self.wait()
        self.play(LaggedStart(ReplacementTransform(Text("1").move_to(ORIGIN), Text("1").next_to(grid[0], RIGHT)), lag_ratio=0.1))
        self.wait()
        self.play(LaggedStart(ReplacementTransform(Text("25").move_to(ORIGIN), Text("25").next_to(grid[4], RIGHT)), lag_ratio=0.1))
        self.wait()
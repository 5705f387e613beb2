from manim import *


class GridWithDiagonal(Scene):
    def construct(self):
        rows, cols = 5, 5
        cells = VGroup(*[Square(side_length=1.3) for _ in range(rows * cols)])
        cells.arrange_in_grid(rows=rows, cols=cols, buff=0.05)
        numbers = VGroup(
            *[Text(str(i + 1), font_size=36).move_to(cell) for i, cell in enumerate(cells)]
        )
        for i, cell in enumerate(cells):
            if i == (i // cols) * cols:
                cell.set_fill(GREEN, opacity=1)
        self.play(Create(cells), run_time=2)
        self.play(LaggedStart(*[FadeIn(n) for n in numbers], lag_ratio=0.08))
        self.wait()
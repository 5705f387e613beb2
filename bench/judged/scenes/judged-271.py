from manim import *

class NumberedGrid(Scene):
    def construct(self):
        rows, cols = 2, 4
        cells = VGroup(*[Rectangle() for _ in range(rows * cols)])
        cells.arrange_in_grid(rows=rows, cols=cols, buff=0.05)
        numbers = VGroup(
            *[Text(str(i + 1), font_size=36).move_to(cell) for i, cell in enumerate(cells)]
        )
        self.play(Create(cells), run_time=2)
        self.play(LaggedStart(*[FadeIn(n) for n in numbers], lag_ratio=0.08))
        self.wait()
from manim import *


class NumberedGridWithOrangeSquare(Scene):
    def construct(self):
        rows, cols = 3, 4
        cells = VGroup(*[Square(side_length=1.5) for _ in range(rows * cols)])
        cells.arrange_in_grid(rows=rows, cols=cols, buff=0.05)
        numbers = VGroup(
            *[Text(str(i + 1), font_size=36).move_to(cell) for i, cell in enumerate(cells)]
        )
        self.play(Create(cells))
        self.play(LaggedStart(*[FadeIn(n) for n in numbers], lag_ratio=0.08))
        orange_square = Square(side_length=1.5, color=ORANGE)
        orange_square.move_to(numbers[5])  # Assuming the numbers are in row 5, column 4
        self.play(Create(orange_square))
        self.wait()
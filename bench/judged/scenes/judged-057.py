from manim import *

class PlusSignGrid(Scene):
    def construct(self):
        squares = VGroup(*[Square(side_length=0.9) for _ in range(36)])
        squares.arrange_in_grid(rows=6, cols=6, buff=0.25)
        self.play(LaggedStart(*[Create(s) for s in squares], lag_ratio=0.1))
        plus_sign = VGroup(
            Square(side_length=0.9, fill_color=RED),
            Square(side_length=0.9, fill_color=RED),
            Square(side_length=0.9, fill_color=RED),
            Square(side_length=0.9, fill_color=RED),
            Square(side_length=0.9, fill_color=RED)
        )
        plus_sign.move_to(np.array([3, 3, 0]))
        self.play(LaggedStart(*[Create(p) for p in plus_sign], lag_ratio=0.1))
        self.wait()
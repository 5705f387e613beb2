from manim import *


class SwapSquares(Scene):
    def construct(self):
        square1 = Square(side_length=2, color=RED, fill_opacity=0.7)
        square2 = Square(side_length=2, color=BLUE, fill_opacity=0.7)
        VGroup(square1, square2).arrange(RIGHT, buff=0.5)
        self.play(Create(square1), Create(square2))
        self.wait(0.5)
        # Swap the positions of the squares
        self.play(Swap(square1, square2), run_time=2)
        self.wait()

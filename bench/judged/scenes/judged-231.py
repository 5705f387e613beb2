from manim import *


class ColoredSquares(Scene):
    def construct(self):
        squares = VGroup(*[Square(side_length=1) for _ in range(6)]).arrange(RIGHT, buff=0.2)
        for i, square in enumerate(squares):
            if i % 2 == 0:
                square.set_color(GREEN)
        self.play(Create(squares))
        self.wait()
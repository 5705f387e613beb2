from manim import *


class ColoredSquares(Scene):
    def construct(self):
        red_square = Square(side_length=2, color=RED)
        green_square = Square(side_length=2, color=GREEN)
        blue_square = Square(side_length=2, color=BLUE)
        squares = VGroup(red_square, green_square, blue_square).arrange(RIGHT, buff=1.2)
        names = VGroup(
            Text("red", font_size=28).next_to(red_square, DOWN),
            Text("green", font_size=28).next_to(green_square, DOWN),
            Text("blue", font_size=28).next_to(blue_square, DOWN),
        )
        self.play(Create(squares))
        self.play(FadeIn(names, shift=UP * 0.2))
        self.wait()
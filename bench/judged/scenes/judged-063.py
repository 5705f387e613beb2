from manim import *

class RowOfSquares(Scene):
    def construct(self):
        squares = VGroup(*[Square(color=GREY) for _ in range(10)])
        squares.arrange(RIGHT, buff=0.5)
        squares[0:3].set_color(GREEN)
        text = Text("30%", font_size=28).next_to(squares, UP)
        self.play(Create(squares), Write(text))
        self.wait()
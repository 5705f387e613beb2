from manim import *


class SquareWithArea(Scene):
    def construct(self):
        square = Square(side_length=3, color=BLUE)
        square_labels = VGroup(
            MathTex("3").next_to(square, DOWN),
            MathTex("3").next_to(square, LEFT),
            MathTex(r"\text{Area} = 9", font_size=32).move_to(square),
        )
        self.play(Create(square), Write(square_labels))
        self.wait()
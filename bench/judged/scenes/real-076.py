from manim import *


class InscribedSquare(Scene):
    def construct(self):
        square = Square(side_length=2, color=BLUE)
        circle = Circle(radius=square.side_length / 2, color=GREEN).move_to(square)
        caption = Text("inscribed", font_size=30).next_to(square, DOWN)
        self.play(Create(square))
        self.play(Create(circle))
        self.play(Write(caption))
        self.wait()
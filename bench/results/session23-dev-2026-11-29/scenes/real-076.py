from manim import *


class InscribedSquare(Scene):
    def construct(self):
        square = Square(side_length=2, color=BLUE, fill_opacity=0.7)
        circle = Circle(radius=square.side_length / 2, color=RED, fill_opacity=0.7).move_to(square.get_center())
        caption = Text("inscribed", font_size=36, color=RED).next_to(square, DOWN)
        self.play(Create(square))
        self.play(Create(circle))
        self.play(Write(caption))
        self.wait()
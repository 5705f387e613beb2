from manim import *

class DiagonalsAndCircle(Scene):
    def construct(self):
        square = Square(side_length=2, color=WHITE)
        diagonal1 = Line(square.get_top(), square.get_bottom(), color=YELLOW)
        diagonal2 = Line(square.get_left(), square.get_right(), color=YELLOW)
        cross = Dot(diagonal1.get_start() + diagonal2.get_start(), color=YELLOW)
        circle = Circle(radius=0.1, color=RED)
        self.play(Create(square))
        self.play(Create(diagonal1), Create(diagonal2))
        self.play(Create(cross))
        self.play(Create(circle))
        self.wait()
from manim import *


class RedSquareToBlueCircle(Scene):
    def construct(self):
        square = Square(side_length=2, color=RED)
        circle = Circle(radius=1, color=BLUE).shift(RIGHT * 2)
        line = Line(square.get_center(), circle.get_center(), color=WHITE)
        self.play(Create(square))
        self.play(Create(circle))
        self.play(Create(line))
        self.play(FadeOut(square))
        self.wait()
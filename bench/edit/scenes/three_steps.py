from manim import *


class Main(Scene):
    def construct(self):
        square = Square(side_length=1.5, color=BLUE).shift(LEFT * 3)
        circle = Circle(radius=0.8, color=ORANGE)
        triangle = Triangle(color=PURPLE).shift(RIGHT * 3)
        self.play(Create(square))
        self.play(Create(circle))
        self.play(FadeIn(triangle))
        self.wait()

from manim import *


class Main(Scene):
    def construct(self):
        square = Square(side_length=2, color=YELLOW).shift(LEFT * 2)
        circle = Circle(radius=1, color=TEAL).shift(RIGHT * 3)
        self.play(Create(square))
        self.play(Rotate(square, angle=PI / 2), run_time=2)
        self.play(FadeIn(circle))
        self.wait()

from manim import *

class CircleSquareTriangleFadeOut(Scene):
    def construct(self):
        circle = Circle(color=BLUE)
        self.play(Create(circle))
        square = Square(color=RED)
        square.next_to(circle, RIGHT)
        self.play(square.animate.shift(RIGHT))
        triangle = Triangle(color=GREEN)
        triangle.next_to(square, RIGHT)
        self.play(triangle.animate.shift(RIGHT))
        self.play(FadeOut(circle))
        self.wait()
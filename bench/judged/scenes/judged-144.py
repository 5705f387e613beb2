from manim import *

class GreenSquareRedCircle(Scene):
    def construct(self):
        square = Square(color=GREEN, side_length=2)
        circle = Circle(color=RED, radius=1)
        self.play(Create(square), Create(circle))
        square.to_edge(LEFT)
        circle.to_edge(RIGHT)
        self.play(square.animate.shift(RIGHT * 2), circle.animate.shift(LEFT * 2))
        self.wait()
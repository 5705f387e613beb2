from manim import *


class SmallCircleInsideRedSquare(Scene):
    def construct(self):
        big = Square(side_length=2, color=RED).shift(LEFT * 1.5)
        small = Circle(radius=0.5, color=WHITE).move_to(big.get_center())
        self.play(Create(big))
        self.play(Create(small))
        self.play(small.animate.scale(1.5))
        self.wait()
from manim import *


class BlueCircleWithRedSquare(Scene):
    def construct(self):
        big = Circle(radius=2, color=BLUE).shift(LEFT * 3.5)
        big.move_to(ORIGIN)
        small = Square(side_length=1, color=RED).move_to(big.get_center())
        centre = Dot(big.get_center(), color=YELLOW)
        self.play(Create(big))
        self.play(Create(small), FadeIn(centre))
        self.wait()

from manim import *


class RedRectangleWithDiagonals(Scene):
    def construct(self):
        rectangle = Rectangle(width=5, height=3, color=RED)
        self.play(Create(rectangle))
        diagonal1 = Line(rectangle.get_left(), rectangle.get_right(), color=WHITE)
        diagonal2 = Line(rectangle.get_top(), rectangle.get_bottom(), color=WHITE)
        self.play(Create(diagonal1), Create(diagonal2))
        # The intersection of the diagonals is at (2.5, 1.5)
        dot = Dot(2.5, 1.5, color=YELLOW)
        self.play(GrowFromCenter(dot))
        self.wait()
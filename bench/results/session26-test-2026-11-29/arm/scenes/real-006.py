from manim import *


class DiagonalsCrossing(Scene):
    def construct(self):
        rectangle = Rectangle(width=4, height=2, color=RED)
        self.play(Create(rectangle))
        diagonal1 = Line(rectangle.get_top(), rectangle.get_bottom(), color=WHITE)
        diagonal2 = Line(rectangle.get_left(), rectangle.get_right(), color=WHITE)
        self.play(Create(diagonal1), Create(diagonal2))
        # The diagonals cross at the center of the rectangle
        center = rectangle.get_center()
        yellow_dot = Dot(center, color=YELLOW)
        self.play(GrowFromCenter(yellow_dot))
        self.wait()
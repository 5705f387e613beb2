from manim import *


class DiagonalsCrossing(Scene):
    def construct(self):
        rectangle = Rectangle(width=4, height=2, color=RED)
        self.play(Create(rectangle))
        diagonal1 = Line(rectangle.get_corner(UP), rectangle.get_corner(DOWN), color=WHITE)
        diagonal2 = Line(rectangle.get_corner(LEFT), rectangle.get_corner(RIGHT), color=WHITE)
        self.play(Create(diagonal1), Create(diagonal2))
        # The intersection of the diagonals is at the center of the rectangle
        intersection_point = Dot(rectangle.get_center(), color=YELLOW)
        self.play(GrowFromCenter(intersection_point))
        self.wait()
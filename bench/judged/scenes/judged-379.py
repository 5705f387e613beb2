from manim import *

class DiagonalsCrossing(Scene):
    def construct(self):
        rectangle = Rectangle(width=4, height=3, color=WHITE)
        diagonal1 = Line(rectangle.get_top(), rectangle.get_bottom(), color=YELLOW)
        diagonal2 = Line(rectangle.get_left(), rectangle.get_right(), color=YELLOW)
        self.play(Create(rectangle))
        self.play(Create(diagonal1), Write(diagonal2))
        # The point where the diagonals cross is the center of the rectangle
        center = rectangle.get_center()
        dot = Dot(center, color=RED)
        self.play(GrowFromCenter(dot))
        self.wait()
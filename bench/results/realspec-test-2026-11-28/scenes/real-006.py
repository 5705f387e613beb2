from manim import *

class DrawRectangleWithDiagonals(Scene):
    def construct(self):
        rectangle = Rectangle(width=5, height=3, color=RED)
        self.play(Create(rectangle))
        diagonal1 = Line(rectangle.get_left(), rectangle.get_right(), color=WHITE)
        diagonal2 = Line(rectangle.get_top(), rectangle.get_bottom(), color=WHITE)
        self.play(Create(diagonal1), Create(diagonal2))
        yellow_dot = Dot(color=YELLOW)
        yellow_dot.move_to(diagonal1.get_midpoint())
        self.play(Create(yellow_dot))
        self.wait()
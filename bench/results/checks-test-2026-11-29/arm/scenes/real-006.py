from manim import *

class RedRectangleWithDiagonals(Scene):
    def construct(self):
        red_rectangle = Rectangle(width=5, height=3, color=RED)
        self.play(Create(red_rectangle))
        white_diagonal1 = Line(red_rectangle.get_left(), red_rectangle.get_right(), color=WHITE)
        white_diagonal2 = Line(red_rectangle.get_top(), red_rectangle.get_bottom(), color=WHITE)
        self.play(Create(white_diagonal1), Create(white_diagonal2))
        yellow_dot = Dot(red_rectangle.get_center(), color=YELLOW)
        self.play(Create(yellow_dot))
        self.wait()
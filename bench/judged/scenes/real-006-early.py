from manim import *

class WideRedRectangleWithDiagonals(Scene):
    def construct(self):
        red_rectangle = Rectangle(width=5, height=2, color=RED)
        self.play(Create(red_rectangle))
        diagonal1 = Line(red_rectangle.get_left(), red_rectangle.get_right(), color=WHITE)
        diagonal2 = Line(red_rectangle.get_top(), red_rectangle.get_bottom(), color=WHITE)
        self.play(Create(diagonal1), Create(diagonal2))
        yellow_dot = Dot(color=YELLOW)
        yellow_dot.move_to((red_rectangle.get_left() + red_rectangle.get_right()) / 2)
        self.play(Create(yellow_dot))
        self.wait()
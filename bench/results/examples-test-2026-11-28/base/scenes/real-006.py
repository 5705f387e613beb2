from manim import *

class DrawRedRectangleWithDiagonals(Scene):
    def construct(self):
        red_rectangle = Rectangle(width=5, height=3, color=RED)
        self.play(Create(red_rectangle))
        diagonal1 = Line(start=red_rectangle.get_start(), end=red_rectangle.get_end(), color=WHITE)
        diagonal2 = Line(start=red_rectangle.get_start(), end=red_rectangle.get_end(), color=WHITE)
        yellow_dot = Dot(color=YELLOW)
        yellow_dot.move_to((diagonal1.get_start() + diagonal2.get_start()) / 2)
        self.play(Create(diagonal1), Create(diagonal2), Create(yellow_dot))
        self.wait()
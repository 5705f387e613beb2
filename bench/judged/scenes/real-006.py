from manim import *

class DrawRectangleWithDiagonals(Scene):
    def construct(self):
        red_rectangle = Rectangle(width=5, height=3, color=RED)
        self.play(Create(red_rectangle))
        white_diagonal = Line(red_rectangle.get_corner(UP), red_rectangle.get_corner(DOWN), color=WHITE)
        yellow_diagonal = Line(red_rectangle.get_corner(LEFT), red_rectangle.get_corner(RIGHT), color=WHITE)
        yellow_dot = Dot(color=YELLOW)
        yellow_dot.move_to(white_diagonal.get_midpoint())
        self.play(Create(white_diagonal), Create(yellow_diagonal), Create(yellow_dot))
        self.wait()
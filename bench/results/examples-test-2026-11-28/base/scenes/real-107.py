from manim import *

class SquareSpin(Scene):
    def construct(self):
        square = Square(color=BLUE)
        dot = Dot(color=RED)
        dot.move_to(square.get_corner(DL))
        self.add(square, dot)
        self.play(Rotate(square, angle=TAU, about_point=dot.get_center()), run_time=3, rate_func=linear)
        self.wait()
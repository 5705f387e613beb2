from manim import *

class SquareSpin(Scene):
    def construct(self):
        square = Square(color=BLUE)
        self.play(Create(square))
        dot = Dot(color=RED)
        dot.move_to(square.get_corner(DL))
        self.play(dot.animate.shift(RIGHT * 2))
        self.play(Rotate(square, angle=-TAU, about_point=square.get_corner(DL)), run_time=3, rate_func=linear)
        self.wait()
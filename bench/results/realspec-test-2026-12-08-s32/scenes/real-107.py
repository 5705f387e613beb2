from manim import *


class SquareSpin(Scene):
    def construct(self):
        square = Square(side_length=2.5, color=BLUE, fill_opacity=0.5).shift(RIGHT * 1.5)
        # remember the corner before turning: the square's DL corner moves once it has rotated
        pivot_point = square.get_corner(DL)
        pivot = Dot(pivot_point, color=RED, radius=0.1)
        self.play(Create(square))
        self.play(FadeIn(pivot, scale=2))
        self.play(Rotate(square, angle=2 * PI, about_point=pivot_point), run_time=3, rate_func=linear)
        self.wait()
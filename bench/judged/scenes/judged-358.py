from manim import *

class DotAroundSquare(Scene):
    def construct(self):
        square = Square(side_length=2.5, color=YELLOW, fill_opacity=0.5).shift(RIGHT * 1.5)
        dot = Dot(square.get_corner(DL), color=YELLOW, radius=0.12)
        self.play(Create(square))
        self.play(FadeIn(dot))
        self.play(dot.animate.rotate(90 * DEGREES, about_point=square.get_corner(DL)), run_time=2)
        self.play(dot.animate.rotate(90 * DEGREES, about_point=square.get_corner(DL)), run_time=2)
        self.play(dot.animate.rotate(90 * DEGREES, about_point=square.get_corner(DL)), run_time=2)
        self.play(dot.animate.rotate(90 * DEGREES, about_point=square.get_corner(DL)), run_time=2)
        self.wait()
from manim import *


class RotateSquareFadeOut(Scene):
    def construct(self):
        square = Square(color=RED, fill_opacity=0.6)
        self.play(Create(square))
        self.play(Rotate(square, angle=90 * DEGREES, about_point=square.get_corner(TR)))
        self.play(FadeOut(square))
        self.wait()
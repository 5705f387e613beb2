from manim import *


class RedGreenWhiteSquare(Scene):
    def construct(self):
        dot_top_right = Dot(color=RED, radius=0.1).to_corner(UR)
        dot_bottom_left = Dot(color=GREEN, radius=0.1).to_corner(DL)
        square_center = Square(side_length=2, color=WHITE, fill_opacity=1).center()
        self.play(FadeIn(dot_top_right))
        self.play(FadeIn(dot_bottom_left))
        self.play(FadeIn(square_center))
        self.wait()
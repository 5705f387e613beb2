from manim import *

class EllipseWithBlueDots(Scene):
    def construct(self):
        ellipse = Ellipse(width=2, height=1, color=ORANGE)
        dot1 = Dot(ellipse.get_center() + RIGHT * 1.5, color=BLUE)
        dot2 = Dot(ellipse.get_center() + LEFT * 1.5, color=BLUE)
        self.play(Create(ellipse))
        self.play(Create(dot1))
        self.play(Create(dot2))
        self.wait()
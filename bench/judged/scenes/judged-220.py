from manim import *


class OrangeArrowRotates(Scene):
    def construct(self):
        arrow = Arrow(ORIGIN, RIGHT, color=ORANGE)
        self.play(Create(arrow))
        self.play(arrow.animate.rotate(PI / 2))
        self.wait()
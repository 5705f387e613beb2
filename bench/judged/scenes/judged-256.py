from manim import *

class GreenArrowRotates(Scene):
    def construct(self):
        arrow = Arrow(ORIGIN, UP, color=GREEN)
        self.play(Create(arrow))
        self.wait()
        self.play(arrow.animate.rotate(PI / 2))
        self.wait()
        self.play(arrow.animate.move_to(RIGHT * 2))
        self.play(arrow.animate.to_edge(RIGHT, buff=0.2))
        self.wait()

from manim import *

class GreenDotJump(Scene):
    def construct(self):
        line = NumberLine(x_range=[0, 10, 1], length=10, include_numbers=True)
        dot = Dot(color=GREEN)
        arrow = Arrow(line.n2p(2) + UP * 1.5, line.n2p(5) + UP * 0.2, buff=0, color=YELLOW)
        arrow2 = Arrow(line.n2p(5) + UP * 0.2, line.n2p(9) + UP * 1.5, buff=0, color=YELLOW)
        self.play(Create(line))
        self.play(Create(dot))
        self.play(GrowArrow(arrow))
        self.play(dot.animate.move_to(line.n2p(5)))
        self.play(GrowArrow(arrow2))
        self.play(dot.animate.move_to(line.n2p(9)))
        self.play(arrow.animate.shift(RIGHT * 3))
        self.play(arrow2.animate.shift(RIGHT * 3))
        self.wait()
from manim import *


class RedBallBounces(Scene):
    def construct(self):
        ball = Circle(radius=0.1, color=RED)
        self.play(Create(ball))
        self.play(ball.animate.move_to(RIGHT * 1))
        self.play(ball.animate.shift(DOWN * 2))
        self.play(ball.animate.bounce_up_to(UP * 3))
        self.wait()
from manim import *

class RedBallRolls(Scene):
    def construct(self):
        ball = Sphere(radius=1, color=RED)
        line = Line(start=LEFT, end=RIGHT)
        self.play(Create(line))
        self.play(Create(ball))
        self.play(Transform(line, line.rotate(PI / 2)))
        self.play(Transform(ball, ball.rotate(PI / 2)))
        self.wait()
from manim import *


class Pendulum(Scene):
    def construct(self):
        pivot = UP * 3
        ceiling = Line(pivot + LEFT, pivot + RIGHT, color=GREY)
        anchor = Dot(pivot)
        rod = Line(pivot, pivot + DOWN * 4)
        ball = Dot(rod.get_end(), radius=0.25, color=BLUE)
        pendulum = VGroup(rod, ball)
        self.play(Create(ceiling), FadeIn(anchor))
        self.play(Create(rod), FadeIn(ball))
        swing = 30 * DEGREES
        self.play(Rotate(pendulum, swing, about_point=pivot), run_time=0.6)
        for _ in range(2):
            self.play(Rotate(pendulum, -2 * swing, about_point=pivot))
            self.play(Rotate(pendulum, 2 * swing, about_point=pivot))
        self.play(Rotate(pendulum, -swing, about_point=pivot), run_time=0.6)
        self.wait()
from manim import *


class Main(Scene):
    def construct(self):
        track = Line(LEFT * 5, RIGHT * 5, color=GRAY)
        ball = Dot(radius=0.25, color=YELLOW).move_to(LEFT * 5)
        goal = Square(side_length=0.8, color=GREEN).move_to(RIGHT * 5 + UP * 1.5)
        self.play(Create(track), FadeIn(ball))
        self.play(FadeIn(goal))
        self.play(ball.animate.shift(RIGHT * 10), run_time=3)
        self.wait()

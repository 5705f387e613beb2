from manim import *

class YellowBallFalls(Scene):
    def construct(self):
        ball = Circle(radius=0.5, color=YELLOW)
        ball.to_edge(RIGHT, buff=0.2)
        ball.to_edge(UP, buff=0.2)
        self.play(Create(ball))
        self.play(ball.animate.shift(DOWN * 10))
        self.play(ball.animate.rotate(RIGHT * PI))
        self.wait()

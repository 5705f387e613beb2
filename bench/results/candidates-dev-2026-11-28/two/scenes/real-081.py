from manim import *


class BlueSquaresTurnGreen(Scene):
    def construct(self):
        squares = VGroup(*[Square(color=BLUE, side_length=1) for _ in range(5)]).arrange(RIGHT, buff=0.2)
        self.play(Create(squares))
        self.play(*[s.animate.set_color(GREEN) for s in squares], run_time=3)
        self.wait()
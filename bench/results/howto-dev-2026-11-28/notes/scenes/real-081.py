from manim import *


class BlueSquaresTurnGreen(Scene):
    def construct(self):
        squares = VGroup(*[Square(color=BLUE) for _ in range(5)]).arrange(RIGHT, buff=0.5)
        for m in squares:
            self.play(FadeIn(m), run_time=0.5)
        self.play(*[s.animate.set_color(GREEN) for s in squares], run_time=1)
        self.wait()
from manim import *

class FiveBars(Scene):
    def construct(self):
        bars = [Rectangle(height=i, color=WHITE) for i in range(1, 6)]
        VGroup(*bars).arrange(RIGHT, buff=0.5)
        bars[2].set_color(ORANGE)
        self.play(Create(VGroup(*bars)))
        self.wait()
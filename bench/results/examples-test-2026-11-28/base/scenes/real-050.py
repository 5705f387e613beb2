from manim import *


class FiveBars(Scene):
    def construct(self):
        bars = [Rectangle(height=i) for i in range(1, 6)]
        for bar in bars:
            bar.set_color(WHITE)
        self.play(Create(VGroup(*bars)))
        middle_bar = bars[2]
        middle_bar.set_color(ORANGE)
        self.wait()
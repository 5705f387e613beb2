from manim import *


class DrawBarsWithOrangeMiddle(Scene):
    def construct(self):
        values = [1, 2, 3, 4, 5]
        bars = [
            Rectangle(width=1, height=h).shift(LEFT * i) for i, h in enumerate(values)
        ]
        self.play(Create(bars[0]), Create(bars[1]), Create(bars[2]), Create(bars[3]), Create(bars[4]))
        self.play(bars[2].animate.set_color(ORANGE))
        self.wait()
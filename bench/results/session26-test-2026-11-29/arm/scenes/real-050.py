from manim import *


class DrawBarsWithMiddleOrange(Scene):
    def construct(self):
        values = [1, 2, 3, 4, 5]
        bars = [
            Rectangle(height=value, color=BLUE).move_to(LEFT * (5 - i) * 2)
            for i, value in enumerate(values)
        ]
        self.play(*[Create(bar) for bar in bars])
        middle_bar = bars[2]
        middle_bar.set_color(ORANGE)
        self.wait()
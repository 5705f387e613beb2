from manim import *


class NumberLineFractions(Scene):
    """Fractions on a number line, marking the quarters: a long number line from 0 to 1 (length 10, no decimal numbers) with tick marks at 1/4, 1/2 and 3/4; the labels 0, 1/4, 1/2, 3/4 and 1 (MathTex \\frac) appear one by one below their ticks, each placed with number_line.n2p(x) and next_to(..., DOWN)."""

    def construct(self):
        number_line = NumberLine(x_range=[0, 1, 0.25], length=10, tick_size=0.15)
        self.play(Create(number_line))
        values = [0, 0.25, 0.5, 0.75, 1]
        texts = ["0", r"\frac{1}{4}", r"\frac{1}{2}", r"\frac{3}{4}", "1"]
        for x, tex in zip(values, texts):
            label = MathTex(tex, font_size=48).next_to(number_line.n2p(x), DOWN, buff=0.4)
            self.play(FadeIn(label, shift=DOWN * 0.2), run_time=0.7)
        self.wait()

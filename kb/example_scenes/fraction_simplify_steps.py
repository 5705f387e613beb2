from manim import *


class FractionSimplifySteps(Scene):
    """Simplifying a fraction step by step on one line: 6/8 is written, its numerator 6 turns yellow, then "= (6÷2)/(8÷2)" and "= 3/4" are written to its right one after the other, and a box is drawn around the final answer 3/4 (MathTex \\frac, glyphs picked by index, arrange RIGHT, SurroundingRectangle)."""

    def construct(self):
        start = MathTex(r"\frac{6}{8}", font_size=96)
        divide = MathTex(r"= \frac{6 \div 2}{8 \div 2}", font_size=96)
        answer = MathTex(r"= \frac{3}{4}", font_size=96)
        VGroup(start, divide, answer).arrange(RIGHT, buff=0.3)
        # the glyphs of \frac{6}{8} come as: numerator, fraction bar, denominator
        numerator = start[0][0]
        # answer's glyphs: "=", then 3, bar, 4
        answer_numerator = answer[0][1]
        self.play(Write(start))
        self.play(numerator.animate.set_color(YELLOW))
        self.play(Write(divide))
        answer_numerator.set_color(YELLOW)
        self.play(Write(answer))
        box = SurroundingRectangle(answer[0][1:], color=GREEN, buff=0.2)
        self.play(Create(box))
        self.wait()

from manim import *


class EquationLinesUnder(Scene):
    """Solving an equation step by step with each step written under the previous line: 2x + 4 = 10, then 2x = 6 under it, then x = 3 under that, all lined up at the equals sign, and finally a box drawn around the answer."""

    def construct(self):
        steps = VGroup(
            MathTex("2x + 4", "=", "10"),
            MathTex("2x", "=", "6"),
            MathTex("x", "=", "3"),
        ).arrange(DOWN, buff=0.5)
        for step in steps[1:]:
            # line the steps up at their equals signs
            step.shift((steps[0][1].get_x() - step[1].get_x()) * RIGHT)
        self.play(Write(steps[0]))
        for step in steps[1:]:
            self.play(FadeIn(step, shift=DOWN * 0.3))
        box = SurroundingRectangle(steps[-1], color=YELLOW, buff=0.15)
        self.play(Create(box))
        self.wait()

from manim import *


class DistributiveArrows(Scene):
    """Expand with arrows, the distributive law: the expression 2(x + 3) is written in large MathTex split into parts ("2", "(", "x", "+", "3", ")"); two yellow curved arrows appear above it, one from the 2 to the x and one from the 2 to the 3, showing that the 2 multiplies each term; then the expression transforms into 2x + 6 (TransformMatchingTex) while the arrows fade out."""

    def construct(self):
        expr = MathTex("2", "(", "x", "+", "3", ")").scale(2)
        # the arrows start and end a little above the whole expression, over each part
        y = expr.get_top()[1] + 0.15
        above_2 = expr[0].get_x() * RIGHT + y * UP
        above_x = expr[2].get_x() * RIGHT + y * UP
        above_3 = expr[4].get_x() * RIGHT + y * UP
        # a negative angle bends the arrows upwards
        to_x = CurvedArrow(above_2, above_x, angle=-2 * PI / 3, color=YELLOW)
        to_3 = CurvedArrow(above_2, above_3, angle=-2 * PI / 3, color=YELLOW)
        result = MathTex("2x", "+", "6").scale(2)
        self.play(Write(expr))
        self.play(Create(to_x))
        self.play(Create(to_3))
        self.wait()
        self.play(TransformMatchingTex(expr, result), FadeOut(to_x), FadeOut(to_3), run_time=1.5)
        self.wait()

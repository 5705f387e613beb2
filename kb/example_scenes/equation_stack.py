from manim import *


class EquationDerivation(Scene):
    """A derivation written line by line: each new equation appears below the previous one (next_to DOWN), aligned at the equals sign."""

    def construct(self):
        lines = VGroup(
            MathTex(r"(a+b)^2", "=", r"(a+b)(a+b)"),
            MathTex(r"(a+b)^2", "=", r"a^2 + ab + ba + b^2"),
            MathTex(r"(a+b)^2", "=", r"a^2 + 2ab + b^2"),
        )
        lines.arrange(DOWN, buff=0.5)
        for line in lines[1:]:
            line.align_to(lines[0], LEFT)
        for line in lines:
            self.play(Write(line))
        self.play(Indicate(lines[-1][2]))
        self.wait()

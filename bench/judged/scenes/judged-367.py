from manim import *


class PythagorasExample(Scene):
    def construct(self):
        formula = MathTex(r"a^2 + b^2 = c^2").to_edge(UP).scale(0.7)
        side_sum = MathTex(r"3^2 + 4^2 = 5^2").to_edge(DOWN).scale(0.7, about_point=ORIGIN)
        side_sum.set_color(BLUE)
        self.play(Write(formula))
        self.play(Write(side_sum))
        self.wait()
from manim import *

class SumFormula(Scene):
    def construct(self):
        t1 = MathTex(r"\sum_{i=1}^n i")
        t2 = MathTex(r"= \frac{n(n+1)}{2}")
        t3 = MathTex(r"= 10")

        t1.to_edge(UP)
        t2.next_to(t1, DOWN)
        t3.next_to(t2, DOWN)

        self.play(Write(t1))
        self.play(Write(t2))
        self.play(Write(t3))
        self.wait()
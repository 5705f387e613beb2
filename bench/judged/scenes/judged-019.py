from manim import *

class TransformExample(Scene):
    def construct(self):
        equation = MathTex(r"2(x + 3)")
        transformed = MathTex(r"2x + 6")
        arrow_1 = Arrow(start=equation.get_left(), end=transformed.get_left())
        arrow_2 = Arrow(start=equation.get_right(), end=transformed.get_right())
        
        self.play(Write(equation))
        self.play(GrowArrow(arrow_1))
        self.play(GrowArrow(arrow_2))
        self.wait()
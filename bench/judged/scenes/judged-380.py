from manim import *

class FractionTransform(Scene):
    def construct(self):
        fraction = MathTex(r"\frac{3}{4}")
        self.play(Write(fraction))
        self.play(fraction.animate.scale(0.75))
        self.play(Write(Text("equal", color=YELLOW).next_to(fraction, RIGHT)))
        self.wait()
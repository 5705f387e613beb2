from manim import *

class EulerIdentity(Scene):
    def construct(self):
        e = MathTex(r'e^{i\pi} + 1 = 0').scale(3).to_edge(LEFT)
        self.play(Write(e))
        self.play(e.animate.scale(0.5).move_to(UP))
        self.wait()
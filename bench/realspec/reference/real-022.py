r"""real-022 (formulas): Write Euler's identity e^{i\pi} + 1 = 0 in large letters filling most of the screen width, then shrink it and move it to the top."""

from manim import *


class Main(Scene):
    def construct(self):
        euler = MathTex(r"e^{i\pi} + 1 = 0")
        euler.scale_to_fit_width(config.frame_width * 0.8)
        self.play(Write(euler))
        self.wait(0.5)
        self.play(euler.animate.scale(0.35).to_edge(UP))
        self.wait(0.5)

from manim import *


class EulerIdentity(Scene):
    def construct(self):
        e = MathTex(r'e^{i\pi} + 1 = 0', font_size=72).scale(0.4).move_to(ORIGIN)
        self.play(Create(e))
        self.play(e.animate.scale_to_fit_width(config.frame_width * 0.9), run_time=2)
        self.play(e.animate.move_to(UP * config.frame_height / 2), run_time=1)
        self.wait()
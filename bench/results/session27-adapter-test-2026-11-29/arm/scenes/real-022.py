from manim import *

class EulerIdentity(Scene):
    def construct(self):
        shape = Text("e^{i\\pi} + 1 = 0", color=WHITE, font_size=72).scale(0.4).move_to(ORIGIN)
        self.play(Create(shape))
        self.play(shape.animate.scale_to_fit_width(config.frame_width * 0.9), run_time=2)
        self.play(shape.animate.shift(UP * 1), run_time=1.5)
        self.wait()
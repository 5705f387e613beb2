from manim import *


class BigSmall(Scene):
    def construct(self):
        word = Text("BIG", font_size=96, color=WHITE)
        self.play(Write(word))
        self.play(word.animate.scale_to_fit_width(config.frame_width), run_time=2)
        self.wait()
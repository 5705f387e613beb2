from manim import *


class EulerIdentity(Scene):
    def construct(self):
        word = "e^{i\\pi} + 1 = 0"
        word_text = Text(word, font_size=72)
        self.play(Create(word_text))
        self.play(word_text.scale_to_fit_width(config.frame_width * 0.9), run_time=2)
        self.play(word_text.animate.shift(UP), run_time=2)
        self.wait()
from manim import *

class BigWord(Scene):
    def construct(self):
        word = Text("BIG", font_size=100).scale_to_fit_width(config.frame_width)
        self.play(Write(word))
        self.play(word.animate.scale(0.1).to_edge(LEFT))
        self.wait()
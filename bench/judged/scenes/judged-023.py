from manim import *

class Identity(Scene):
    def construct(self):
        sin_cos = Text("sin^2 x + cos^2 x", font_size=100, color=WHITE)
        self.play(Write(sin_cos))
        self.wait()
        self.play(FadeOut(sin_cos))
        self.play(Write(Text("identity", font_size=100, color=WHITE)))
        self.wait()
from manim import *


class GoodMorningToNight(Scene):
    def construct(self):
        text = Text("Good morning", font_size=40)
        self.play(Write(text))
        self.play(text.animate.scale(1.2).rotate(PI / 4))
        self.wait()
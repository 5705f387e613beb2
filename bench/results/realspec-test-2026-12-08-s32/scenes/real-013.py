from manim import *


class ManimRectangleFadeAway(Scene):
    def construct(self):
        text = Text("Manim", font_size=40)
        box = SurroundingRectangle(text, color=YELLOW, buff=0.15)
        self.play(Write(text))
        self.play(Create(box))
        self.play(FadeOut(text, box))
        self.wait()
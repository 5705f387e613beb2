from manim import *

class ManimRectangleFade(Scene):
    def construct(self):
        text = Text("Manim", font_size=40)
        self.play(Write(text))
        box = SurroundingRectangle(text, color=YELLOW, buff=0.15)
        self.play(Create(box))
        self.play(FadeOut(text), FadeOut(box))
        self.wait()
from manim import *


class ManimRectangleFadeAway(Scene):
    def construct(self):
        text = Text("Manim", font_size=40)
        text.move_to(ORIGIN)
        rectangle = SurroundingRectangle(text, color=BLUE, buff=0.15)
        self.play(Write(text))
        self.play(Create(rectangle))
        self.play(FadeOut(text, rectangle))
        self.wait()
from manim import *


class ManimText(Scene):
    def construct(self):
        text = Text("Manim", font_size=96, color=YELLOW)
        self.play(Write(text))
        self.play(text.animate.scale(0.5).move_to(RIGHT * 2 + DOWN * 2))
        self.play(text.animate.to_corner(DR))
        self.wait()

from manim import *

class GreenArrowAndText(Scene):
    def construct(self):
        arrow = Arrow(ORIGIN, RIGHT, color=GREEN)
        text = Text("East", font_size=28).next_to(arrow, UP)
        self.play(Create(arrow), FadeIn(text))
        self.play(arrow.animate.scale(2))
        self.wait()
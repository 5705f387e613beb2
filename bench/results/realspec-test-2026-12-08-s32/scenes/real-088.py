from manim import *


class GreenArrowAndText(Scene):
    def construct(self):
        arrow = Arrow(ORIGIN, RIGHT, color=GREEN)
        text = Text("East", font_size=28).next_to(arrow, UP)
        self.play(GrowArrow(arrow), FadeIn(text))
        self.wait()
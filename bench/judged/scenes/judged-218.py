from manim import *


class SwapColours(Scene):
    def construct(self):
        left_text = Text("left", font_size=40, color=WHITE)
        right_text = Text("right", font_size=40, color=WHITE)
        left_text.to_edge(LEFT, buff=1)
        right_text.to_edge(RIGHT, buff=1)
        self.play(Create(left_text), Create(right_text))
        self.wait(0.5)
        # swap the colours
        left_text.set_color(BLUE)
        right_text.set_color(RED)
        self.wait(0.5)
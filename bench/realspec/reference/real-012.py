"""real-012 (text): Show a question "What is 7 times 8?" at the top, wait a moment, then reveal the answer "56" in green below it."""

from manim import *


class Main(Scene):
    def construct(self):
        question = Text("What is 7 times 8?").to_edge(UP, buff=1)
        answer = Text("56", color=GREEN, font_size=96).next_to(question, DOWN, buff=1)
        self.play(Write(question))
        self.wait(1)
        self.play(FadeIn(answer, scale=1.5))
        self.wait(0.5)

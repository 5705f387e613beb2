# Description: Edit: reveal the answer "56" in green below it.
from manim import *

class Question(Scene):
    def construct(self):
        question = Text("What is 7 times 8?", font_size=32)
        question.to_edge(UP)
        self.play(Write(question))
        self.wait(1)
        self.play(Write(Text("56", color=GREEN)))

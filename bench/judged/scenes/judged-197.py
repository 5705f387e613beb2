from manim import *


class QuestionAnswer(Scene):
    def construct(self):
        question = Text("What is 2 + 2?", font_size=56).to_edge(UP)
        answer = Text("4", font_size=32, color=GREEN).next_to(question, DOWN, buff=0.8)
        self.play(Write(question))
        self.wait()
        self.play(Write(answer))
        self.wait()
from manim import *


class QuestionAnswer(Scene):
    def construct(self):
        question = Text("What is 7 times 8?", font_size=56).to_edge(UP)
        self.play(Write(question))
        self.wait(2)
        answer = Text("56", font_size=32, color=GREEN).next_to(question, DOWN, buff=0.8)
        self.play(Write(answer))
        self.wait()
from manim import *

class TwoRowsOfText(Scene):
    def construct(self):
        question = Text("Question", color=WHITE).move_to(ORIGIN)
        answer = Text("Answer", color=GREEN).next_to(question, DOWN, buff=0.8)
        self.play(Write(question))
        self.play(Write(answer))
        self.wait()
        self.play(FadeOut(question))
        self.wait()
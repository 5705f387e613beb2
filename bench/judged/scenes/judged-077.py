from manim import *

class QuestionAnswer(Scene):
    def construct(self):
        left = Text("Question", color=BLUE).shift(LEFT * 3)
        right = Text("Answer", color=GREEN).shift(RIGHT * 3)
        arrow = Arrow(left.get_right(), right.get_left(), buff=0.1)
        label = Text("think", font_size=28).next_to(arrow, UP)
        self.play(Create(left), Create(right))
        self.play(GrowArrow(arrow), FadeIn(label))
        self.wait()
from manim import *


class WriteEquationChangeQuestionMark(Scene):
    def construct(self):
        equation = MathTex("5", "+", "3", "=", "8")
        self.play(Write(equation))
        self.wait(2)
        question_mark = MathTex("?")
        question_mark.set_color(RED)
        self.play(TransformMatchingTex(equation, question_mark), run_time=1.5)
        self.wait()
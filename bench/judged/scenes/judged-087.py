from manim import *


class Step1Square2Circle(Scene):
    def construct(self):
        step1 = Text("Step 1").to_edge(UP)
        square = Square().to_edge(UP)
        self.play(Write(step1))
        self.play(Create(square))
        self.wait()
        step2 = Text("Step 2").next_to(square, DOWN)
        circle = Circle().next_to(square, RIGHT)
        circle.next_to(step2, DOWN)
        self.play(Write(step2))
        self.play(Create(circle))
        self.wait()

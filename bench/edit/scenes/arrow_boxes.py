from manim import *


class Main(Scene):
    def construct(self):
        box_a = Rectangle(width=2, height=1.2, color=BLUE).shift(LEFT * 3)
        box_b = Rectangle(width=2, height=1.2, color=GREEN).shift(RIGHT * 3)
        label_a = Text("A", font_size=40).move_to(box_a)
        label_b = Text("B", font_size=40).move_to(box_b)
        arrow = Arrow(box_a.get_right(), box_b.get_left(), color=WHITE)
        self.play(Create(box_a), Create(box_b))
        self.play(GrowArrow(arrow))
        self.play(Write(label_a), Write(label_b))
        self.wait()

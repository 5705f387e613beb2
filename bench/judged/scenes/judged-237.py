from manim import *

class RectangleLabels(Scene):
    def construct(self):
        rect = Rectangle(width=4, height=2, color=BLUE)
        width_label = MathTex("4").next_to(rect, DOWN)
        height_label = MathTex("2").next_to(rect, RIGHT)
        self.play(Create(rect))
        self.play(Write(width_label))
        self.play(Write(height_label))
        self.wait()
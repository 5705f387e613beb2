from manim import *


class Snowman(Scene):
    def construct(self):
        bottom_circle = Circle(radius=1.5, color=WHITE).shift(DOWN)
        middle_circle = Circle(radius=1.2, color=WHITE).shift(DOWN * 2)
        top_circle = Circle(radius=1, color=WHITE).shift(DOWN * 3)
        self.play(Create(bottom_circle))
        self.play(Create(middle_circle))
        self.play(Create(top_circle))
        self.wait()
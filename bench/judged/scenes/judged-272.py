from manim import *

class MultipleCircles(Scene):
    def construct(self):
        circle_1 = Circle(color=RED, fill_opacity=0.7)
        self.play(Create(circle_1))
        self.wait()
        circle_2 = Circle(color=GREEN, fill_opacity=0.7)
        self.play(circle_2.animate.shift(RIGHT * 2))
        self.wait()
        circle_3 = Circle(color=BLUE, fill_opacity=0.7)
        self.play(circle_3.animate.shift(RIGHT * 4))
        self.wait()
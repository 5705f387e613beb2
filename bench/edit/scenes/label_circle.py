from manim import *


class Main(Scene):
    def construct(self):
        circle = Circle(radius=1.5, color=BLUE)
        centre = Dot(color=WHITE)
        label = Text("Radius", font_size=36).next_to(circle, UP)
        self.play(Create(circle), FadeIn(centre))
        self.play(Write(label))
        self.wait()

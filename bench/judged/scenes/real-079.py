from manim import *


class OrangeCircleNextToPurpleRectangle(Scene):
    def construct(self):
        rectangle = Rectangle(height=3, width=4, color=PURPLE)
        label_tall = Text("tall", font_size=28).next_to(rectangle, UP)
        label_small = Text("small", font_size=28).next_to(rectangle, DOWN)
        orange_circle = Circle(radius=0.5, color=ORANGE)
        self.play(Create(rectangle), Create(orange_circle))
        self.play(FadeIn(label_tall), FadeIn(label_small))
        self.wait()
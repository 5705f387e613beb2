from manim import *


class OrangeCircleNextToPurpleRectangle(Scene):
    def construct(self):
        rectangle = Rectangle(height=3, width=4, color=PURPLE)
        circle = Circle(radius=0.5, color=ORANGE)
        label_tall = Text("tall", font_size=28).next_to(rectangle, UP, buff=0.2)
        label_small = Text("small", font_size=28).next_to(circle, DOWN, buff=0.2)
        self.play(Create(rectangle), Create(circle), Write(label_tall), Write(label_small))
        self.wait()
from manim import *


class SmallOrangeCircle(Scene):
    def construct(self):
        rectangle = Rectangle(height=4, color=PURPLE)
        circle = Circle(color=ORANGE, radius=0.5)
        label_rectangle = Text("tall", font_size=28).next_to(rectangle, DOWN)
        label_rectangle.next_to(rectangle, UP)
        label_circle = Text("small", font_size=28).next_to(circle, LEFT)
        self.play(Write(rectangle), Write(circle), Write(label_rectangle), Write(label_circle))
        self.wait()

from manim import *

class OrangeCircleNextToPurpleRectangle(Scene):
    def construct(self):
        rectangle = Rectangle(height=3, width=4, color=PURPLE)
        label_tall = Text("tall", font_size=28).next_to(rectangle, UP, buff=0.5)
        label_small = Text("small", font_size=28).next_to(rectangle, DOWN, buff=0.5)
        orange_circle = Circle(radius=0.5, color=ORANGE)
        self.play(Create(rectangle), Write(label_tall), Write(label_small))
        self.play(Create(orange_circle))
        self.wait()
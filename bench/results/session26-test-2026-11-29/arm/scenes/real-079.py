from manim import *

class OrangeCircleNextToPurpleRectangle(Scene):
    def construct(self):
        rectangle = Rectangle(height=3, width=4, color=PURPLE)
        label_tall = Text("tall", font_size=28).next_to(rectangle, UP)
        label_small = Text("small", font_size=28).next_to(rectangle, DOWN)
        orange_circle = Circle(radius=0.5, color=ORANGE)
        self.play(Create(rectangle), Create(label_tall), Create(label_small))
        self.play(Create(orange_circle))
        self.play(orange_circle.animate.shift(RIGHT * 2 + UP * 2))
        self.wait()
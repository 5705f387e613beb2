# Description: A blue circle appears in the centre, turns into a red square, and then the text
#   'Hello, Manim' fades in below it.
from manim import *


class BlueCircleToRedSquare(Scene):
    def construct(self):
        circle = Circle(color=BLUE)
        self.play(Create(circle))
        square = Square(side_length=2, color=RED)
        self.play(Transform(circle, square))
        self.wait()
        text = Text("Hello, Manim", font_size=30)
        text.next_to(circle, DOWN)
        self.play(FadeIn(text))
        self.wait()

from manim import *

class SlidingRectangle(Scene):
    def construct(self):
        rectangle = Rectangle(width=3, height=2, color=RED)
        self.play(Create(rectangle))
        self.play(rectangle.animate.shift(LEFT * 3))
        self.play(rectangle.animate.set_fill(BLUE, opacity=1))
        self.play(rectangle.animate.shift(RIGHT * 3))
        self.play(rectangle.animate.set_fill(BLUE, opacity=0))
        self.wait()
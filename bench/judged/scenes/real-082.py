from manim import *

class RedCircleRotates(Scene):
    def construct(self):
        red_circle = Circle(color=RED)
        blue_square = Square(side_length=2, color=BLUE)
        self.play(Create(red_circle))
        self.play(red_circle.animate.shift(RIGHT * 2))
        self.play(Create(blue_square))
        self.play(blue_square.animate.rotate(PI / 4))
        self.wait()
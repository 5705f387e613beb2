from manim import *


class StackOfSquares(Scene):
    def construct(self):
        blue = Square(color=BLUE, fill_opacity=0.5)
        green = Square(color=GREEN, fill_opacity=0.5)
        red = Square(color=RED, fill_opacity=0.5)
        blue.next_to(green, UP)
        green.next_to(red, UP)
        self.play(Create(blue), Create(green), Create(red))
        self.play(red.animate.shift(RIGHT * 3))
        self.play(green.animate.shift(RIGHT * 3))
        self.play(blue.animate.shift(RIGHT * 3))
        self.wait()
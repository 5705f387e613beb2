from manim import *

class RedCircleRotates(Scene):
    def construct(self):
        red_circle = Circle(color=RED).shift(LEFT * 3.5)
        blue_square = Square(side_length=1, color=BLUE).move_to(ORIGIN)
        self.play(Create(red_circle))
        self.play(red_circle.animate.shift(RIGHT * 3.5))
        self.play(Rotate(blue_square, angle=PI / 2))  # Fixed: Rotate the blue square
        self.wait()
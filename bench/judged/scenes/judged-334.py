from manim import *


class TriangleToSquareToCircle(Scene):
    def construct(self):
        triangle = Triangle(color=BLUE, fill_opacity=0.5)
        square = Square(side_length=2, color=RED, fill_opacity=0.5)
        circle = Circle(radius=1, color=GREEN, fill_opacity=0.5)
        
        # step 1: draw a blue triangle
        self.play(Create(triangle))
        # step 2: transform the blue triangle into a red square
        self.play(ReplacementTransform(triangle, square))
        # step 3: transform the red square into a green circle
        self.play(ReplacementTransform(square, circle))
        # wait for the animation to finish
        self.wait()
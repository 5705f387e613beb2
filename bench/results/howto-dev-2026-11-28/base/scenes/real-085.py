from manim import *

class TriangleToSquareToCircle(Scene):
    def construct(self):
        triangle = Triangle(color=RED, fill_opacity=0.5)
        square = Square(color=BLUE, fill_opacity=0.5)
        circle = Circle(color=RED, fill_opacity=0.5)  # Create the circle
        self.play(Create(triangle))
        self.play(Create(square))
        self.play(triangle.animate.rotate(PI / 2))
        self.play(square.animate.move_to(RIGHT * 2))
        self.play(Transform(triangle, circle))  # Transform the triangle into a circle
        self.play(square.animate.move_to(DOWN * 2))  # Move the square down
        self.wait()
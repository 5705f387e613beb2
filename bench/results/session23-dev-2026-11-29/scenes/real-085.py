from manim import *

class TriangleSquareTurnsCircle(Scene):
    def construct(self):
        triangle = Triangle(color=RED, fill_opacity=0.5)
        square = Square(side_length=2, color=BLUE, fill_opacity=0.5)
        self.play(Create(triangle))
        self.play(ReplacementTransform(triangle, square))
        self.play(square.animate.move_to(RIGHT * 2 + UP), square.animate.scale(0.5), run_time=1.5)
        self.play(Circle(color=ORANGE).animate.move_to(RIGHT * 2 + UP), Circle(color=ORANGE).animate.scale(0.5), run_time=1.5)
        self.wait()
from manim import *


class TriangleSquareTurnsCircle(Scene):
    def construct(self):
        triangle = Triangle(color=RED, fill_opacity=0.5)
        square = Square(side_length=2, color=BLUE, fill_opacity=0.5)
        # one after another: each self.play waits for the previous one to finish
        self.play(Create(triangle))
        self.play(ReplacementTransform(triangle, square))
        # at the same time: both animations inside the same self.play
        self.play(square.animate.move_to(DOWN), square.animate.rotate(PI / 2), run_time=1.5)
        self.play(Create(Circle(color=RED)))
        self.play(Transform(square, Circle(color=RED)))
        self.wait()
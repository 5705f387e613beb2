from manim import *


class TransformCircleToSquareToTriangle(Scene):
    def construct(self):
        circle = Circle(radius=1, color=BLUE, fill_opacity=0.5)
        square = Square(side_length=2, color=RED, fill_opacity=0.5)
        triangle = Triangle(color=GREEN, fill_opacity=0.5).scale(1.2).move_to(LEFT * 3.5)
        # one after another: each self.play waits for the previous one to finish
        self.play(Create(circle))
        self.play(ReplacementTransform(circle, square))
        # at the same time: both animations inside the same self.play
        self.play(square.animate.move_to(RIGHT * 3.5), GrowFromCenter(triangle), run_time=1.5)
        self.wait()
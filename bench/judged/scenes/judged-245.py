from manim import *


class RedSquareGreenCircleBlueTriangle(Scene):
    def construct(self):
        square = Square(color=RED, fill_opacity=0.7, side_length=2)
        circle = Circle(color=GREEN, fill_opacity=0.7, radius=1)
        triangle = Triangle(color=BLUE, fill_opacity=0.7)
        shapes = VGroup(square, circle, triangle).arrange(RIGHT, buff=1)
        self.play(Create(shapes))
        self.play(circle.animate.move_to(circle.get_center() + UP), run_time=1)
        self.play(circle.animate.move_to(circle.get_center() - UP), run_time=1)
        self.wait()
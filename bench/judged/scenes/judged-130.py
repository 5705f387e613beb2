from manim import *


class CircleSquareTriangleColumn(Scene):
    def construct(self):
        circle = Circle(radius=1, color=BLUE, fill_opacity=0.5)
        square = Square(side_length=2, color=BLUE, fill_opacity=0.5)
        triangle = Triangle(color=BLUE, fill_opacity=0.5).scale(1.2)
        shapes = VGroup(circle, square, triangle).arrange(RIGHT, buff=1)
        self.play(Create(shapes))
        self.play(circle.animate.move_to(UP * 1.5), square.animate.move_to(UP), triangle.animate.move_to(DOWN * 1.5))
        self.wait()
from manim import *


class BlueCircleToSquareToTriangleToCircle(Scene):
    def construct(self):
        circle = Circle(color=BLUE, fill_opacity=0.7)
        square = Square(color=BLUE, fill_opacity=0.7)
        triangle = Triangle(color=BLUE, fill_opacity=0.7)
        shapes = VGroup(circle, square, triangle).arrange(RIGHT, buff=1)
        self.play(Create(shapes))
        self.play(
            circle.animate.set_fill(YELLOW),
            square.animate.set_fill(PURPLE),
            triangle.animate.set_fill(ORANGE),
        )
        self.play(
            square.animate.set_fill(WHITE),
            triangle.animate.set_fill(WHITE),
            circle.animate.set_fill(WHITE),
        )
        self.wait()
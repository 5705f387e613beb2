from manim import *


class ShapesAndColours(Scene):
    """Shapes with colours: a red circle, a green square and a blue triangle side by side, filled, then each changes colour."""

    def construct(self):
        circle = Circle(color=RED, fill_opacity=0.7)
        square = Square(color=GREEN, fill_opacity=0.7)
        triangle = Triangle(color=BLUE, fill_opacity=0.7)
        shapes = VGroup(circle, square, triangle).arrange(RIGHT, buff=1)
        self.play(Create(shapes))
        self.play(
            circle.animate.set_fill(YELLOW),
            square.animate.set_fill(PURPLE),
            triangle.animate.set_fill(ORANGE),
        )
        self.wait()

from manim import *


class ShapesRowNamesOneChanges(Scene):
    """A blue circle, a blue square and a blue triangle side by side in a row, each with its name written under it; then only the middle shape, the square, turns red while the circle and the triangle stay as they were (arrange with aligned_edge=DOWN, next_to DOWN, animate.set_color on one shape)."""

    def construct(self):
        circle = Circle(radius=1, color=BLUE, fill_opacity=0.5)
        square = Square(side_length=2, color=BLUE, fill_opacity=0.5)
        triangle = Triangle(color=BLUE, fill_opacity=0.5).scale(1.2)
        shapes = VGroup(circle, square, triangle).arrange(RIGHT, buff=1.2, aligned_edge=DOWN)
        names = VGroup(
            Text("circle", font_size=32).next_to(circle, DOWN),
            Text("square", font_size=32).next_to(square, DOWN),
            Text("triangle", font_size=32).next_to(triangle, DOWN),
        )
        self.play(Create(shapes))
        self.play(Write(names))
        self.play(square.animate.set_color(RED))
        self.wait()

from manim import *


class RotateSquare(Scene):
    """A red square rotates by 90 degrees (Rotate with angle=90*DEGREES), then rotates back by 45 degrees."""

    def construct(self):
        square = Square(color=RED, fill_opacity=0.6)
        self.play(Create(square))
        self.play(Rotate(square, angle=90 * DEGREES))
        self.play(Rotate(square, angle=-45 * DEGREES))
        self.wait()

from manim import *


class RowOfShapes(Scene):
    def construct(self):
        shapes = VGroup(
            Circle(color=RED, fill_opacity=0.7),
            Square(color=GREEN, fill_opacity=0.7),
            Triangle(color=BLUE, fill_opacity=0.7),
            Star(color=ORANGE, fill_opacity=0.7),
        ).arrange(RIGHT, buff=1)
        self.play(Create(shapes))
        self.play(
            shapes.animate.set_fill(YELLOW),
        )
        self.wait()
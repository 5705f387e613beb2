from manim import *


class DrawShapes(Scene):
    def construct(self):
        circle = Circle(color=BLUE, fill_opacity=0.5)
        square = Square(side_length=2, color=RED, fill_opacity=0.5)
        square.next_to(circle, RIGHT)
        triangle = Triangle(color=GREEN, fill_opacity=0.5).scale(1.2).move_to(LEFT * 3.5)
        triangle.next_to(square, RIGHT)
        # one after another: each self.play waits for the previous one to finish
        self.play(Create(circle))
        self.play(Create(square))
        self.play(Create(triangle))
        self.wait()

from manim import *

class CircleAndSquare(Scene):
    def construct(self):
        circle = Circle(radius=1, color=BLUE)
        square = Square(side_length=1, color=WHITE)
        square.move_to(circle.get_center())
        self.play(Create(circle))
        self.play(Create(square))
        self.play(square.animate.set_color(BLUE))
        self.wait()
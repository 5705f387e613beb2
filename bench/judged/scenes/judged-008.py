from manim import *

class SquareAnimation(Scene):
    def construct(self):
        square = Square(side_length=0.5, color=PINK)
        self.play(Create(square))
        self.play(Rotate(square, angle=45 * DEGREES, about_point=ORIGIN))
        self.play(square.animate.scale(2))
        self.wait()
from manim import *

class DrawSquareRotate(Scene):
    def construct(self):
        square = Square(side_length=1, fill_color=WHITE, fill_opacity=0.6)
        self.play(Create(square))
        self.play(Rotate(square, angle=45 * DEGREES, about_point=ORIGIN))
        square.set_color(ORANGE)
        self.wait()
from manim import *

class BlueSquareRotates(Scene):
    def construct(self):
        square = Square(side_length=2.5, color=BLUE)
        self.play(Create(square))
        self.play(square.animate.rotate(2 * PI).shift(RIGHT * 3))
        self.wait()
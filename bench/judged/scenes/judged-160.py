from manim import *

class BlueSquareDiagonal(Scene):
    def construct(self):
        square = Square(side_length=0.5, color=BLUE, fill_opacity=0.5).to_corner(DL)
        self.play(Create(square))
        self.play(square.animate.shift(RIGHT * 3))
        self.play(square.animate.scale(0.5))
        self.wait()
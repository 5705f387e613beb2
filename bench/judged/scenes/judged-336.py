from manim import *

class BlueSquareRotatesAndSlides(Scene):
    def construct(self):
        square = Square(color=BLUE, fill_opacity=0.6)
        self.play(Create(square))
        self.play(Rotate(square, angle=-0.25 * PI))
        self.play(square.animate.shift(LEFT))
        self.play(square.animate.to_edge(LEFT, buff=0.2))
        self.wait()

from manim import *

class BigSquare(Scene):
    def construct(self):
        square = Square(side_length=0.4, color=GREEN)
        big = square.scale_to_fit_height(config.frame_height * 0.85)
        big.move_to(ORIGIN)
        self.play(Create(square))
        self.play(Transform(square, big))
        self.play(Write(Text("Big", font_size=36).next_to(square, DOWN)))
        self.wait()
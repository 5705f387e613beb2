from manim import *

class GreenSquareSpin(Scene):
    def construct(self):
        square = Square(side_length=1.5, color=GREEN, fill_opacity=0.6).to_edge(LEFT)
        distance = config.frame_width - 1 - square.width  # left edge to right edge
        self.play(FadeIn(square))
        self.play(square.animate.shift(RIGHT * distance))
        self.play(Rotate(square, angle=4 * PI))
        self.wait()
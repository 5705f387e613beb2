from manim import *


class SquareOnBarEnd(Scene):
    def construct(self):
        bar = Rectangle(width=11, height=0.3).set_fill(GREY, opacity=1)
        square = Square(side_length=1).set_fill(BLUE, opacity=0.8)
        square.next_to(bar, UP, buff=0).align_to(bar, LEFT)
        self.play(GrowFromCenter(bar))
        self.play(FadeIn(square, shift=DOWN))
        self.wait()
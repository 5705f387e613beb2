from manim import *


class StarAboveSquare(Scene):
    def construct(self):
        square = Square(color=ORANGE)
        star = Star(color=YELLOW, fill_opacity=0.6)
        star.next_to(square, UP)
        link = DashedLine(star.get_bottom(), square.get_top())
        self.play(Create(square))
        self.play(Create(star))
        self.play(Create(link))
        self.wait()

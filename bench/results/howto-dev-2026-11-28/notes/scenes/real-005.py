from manim import *


class StarAboveSquare(Scene):
    def construct(self):
        square = Square(color=ORANGE)
        star = Star(color=YELLOW, fill_opacity=0.6)
        square.next_to(star, DOWN, buff=0.3)
        link = DashedLine(square.get_bottom(), star.get_top())
        self.play(Create(square))
        self.play(Create(star))
        self.play(Create(link))
        self.wait()
"""real-005 (shapes): Put a yellow star above an orange square and join the star to the square with a dashed line."""

from manim import *


class Main(Scene):
    def construct(self):
        star = Star(color=YELLOW, fill_opacity=0.8).scale(0.8).shift(UP * 2)
        square = Square(side_length=1.5, color=ORANGE).shift(DOWN * 2)
        link = DashedLine(star.get_bottom(), square.get_top())
        self.play(Create(star), Create(square))
        self.play(Create(link))
        self.wait(0.5)

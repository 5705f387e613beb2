from manim import *

class HexagonCounting(Scene):
    def construct(self):
        hexagon = RegularPolygon(n=6, color=YELLOW, fill_opacity=0.5).scale(1.5)
        value = Integer(1, color=RED).next_to(hexagon, RIGHT).align_to(hexagon, UP)
        self.play(DrawBorderThenFill(hexagon))
        self.play(Write(value))
        for i in range(1, 7):
            value.set_value(i)
            self.play(value.animate.shift(RIGHT * 0.5))
            self.play(value.animate.scale(1.1))
            self.play(value.animate.shift(RIGHT * -0.5))
            self.wait(0.5)
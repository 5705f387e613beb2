from manim import *

class HexagonCount(Scene):
    def construct(self):
        hexagon = RegularPolygon(n=6, color=YELLOW, fill_opacity=0.5).scale(1.5)
        self.play(DrawBorderThenFill(hexagon))
        self.play(Write(hexagon))
        value = Integer(1, color=RED).next_to(hexagon, RIGHT).align_to(hexagon, UP)
        self.play(Write(value))
        self.play(value.animate.set_value(2))
        self.play(value.animate.set_value(3))
        self.play(value.animate.set_value(4))
        self.play(value.animate.set_value(5))
        self.play(value.animate.set_value(6))
        self.wait()
from manim import *

class HexagonCounting(Scene):
    def construct(self):
        hexagon = RegularPolygon(n=6, color=YELLOW, fill_opacity=0.5).scale(1.5)
        value = Integer(1, color=RED).next_to(hexagon, RIGHT).align_to(hexagon, UP)
        self.play(DrawBorderThenFill(hexagon))
        self.play(Write(value))
        self.play(value.animate.set_value(2), run_time=1)
        self.play(value.animate.set_value(3), run_time=1)
        self.play(value.animate.set_value(4), run_time=1)
        self.play(value.animate.set_value(5), run_time=1)
        self.play(value.animate.set_value(6), run_time=1)
        self.wait()
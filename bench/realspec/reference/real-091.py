"""real-091 (counting): Count the sides of a hexagon: highlight each side in turn in yellow while a number next to the hexagon goes 1, 2, 3, 4, 5, 6."""

from manim import *


class Main(Scene):
    def construct(self):
        hexagon = RegularPolygon(n=6).scale(2).shift(LEFT * 1.5)
        count = Integer(0, font_size=96).next_to(hexagon, RIGHT, buff=1.2)
        self.play(Create(hexagon), FadeIn(count))
        v = hexagon.get_vertices()
        for k in range(6):
            side = Line(v[k], v[(k + 1) % 6], color=YELLOW, stroke_width=8)
            self.play(Create(side), count.animate.set_value(k + 1), run_time=0.5)
        self.wait(0.5)

from manim import *


class HexagonCount(Scene):
    def construct(self):
        hexagon = RegularPolygon(n=6)
        self.play(Create(hexagon))
        for i in range(6):
            side = hexagon[i]
            side.set_color(YELLOW)
            self.play(Transform(side, side.copy().set_color(WHITE)))
            readout = Integer(i + 1, color=RED).next_to(hexagon[i], RIGHT)
            self.play(Transform(readout, readout.copy().set_color(WHITE)))
        self.wait()
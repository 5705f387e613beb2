"""real-002 (shapes): Show a green pentagon on the left and an orange hexagon on the right, then turn the pentagon purple."""

from manim import *


class Main(Scene):
    def construct(self):
        pentagon = RegularPolygon(n=5, color=GREEN).scale(1.5).shift(LEFT * 3)
        hexagon = RegularPolygon(n=6, color=ORANGE).scale(1.5).shift(RIGHT * 3)
        self.play(Create(pentagon), Create(hexagon))
        self.wait(0.5)
        self.play(pentagon.animate.set_color(PURPLE))
        self.wait(0.5)

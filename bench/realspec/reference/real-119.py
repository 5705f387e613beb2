"""real-119 (regions): Place four labels in the four corners of the screen, "NW", "NE", "SW" and "SE", and a compass made of two crossing arrows in the middle."""

from manim import *


class Main(Scene):
    def construct(self):
        labels = VGroup(
            Text("NW").to_corner(UL), Text("NE").to_corner(UR),
            Text("SW").to_corner(DL), Text("SE").to_corner(DR),
        )
        cross = VGroup(DoubleArrow(LEFT * 2, RIGHT * 2, buff=0), DoubleArrow(DOWN * 2, UP * 2, buff=0))
        self.play(Write(labels))
        self.play(GrowFromCenter(cross))
        self.wait(0.5)

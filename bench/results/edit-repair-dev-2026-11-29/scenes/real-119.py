from manim import *


class LabelsAndCompass(Scene):
    def construct(self):
        NW = Text("NW", color=WHITE).move_to(LEFT * 3 + UP * 3)
        NE = Text("NE", color=WHITE).move_to(RIGHT * 3 + UP * 3)
        SW = Text("SW", color=WHITE).move_to(LEFT * 3 + DOWN * 3)
        SE = Text("SE", color=WHITE).move_to(RIGHT * 3 + DOWN * 3)
        compass = Arrow(ORIGIN, RIGHT + UP, buff=0.5)
        compass.rotate(PI / 2)  # Rotate 90 degrees clockwise to point upwards
        self.play(Create(NW), Create(NE), Create(SW), Create(SE))
        self.play(GrowArrow(compass))
        self.wait()
from manim import *


class HexagonCaption(Scene):
    def construct(self):
        hexagon = RegularPolygon(n=6, color=BLUE)
        caption = Text("Figure 1", font_size=28, color=GREY).next_to(hexagon, DOWN, buff=0.5)
        self.play(Create(hexagon))
        self.play(Write(caption))
        self.wait()
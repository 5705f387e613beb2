from manim import *

class HexagonAndCircle(Scene):
    def construct(self):
        hexagon = RegularPolygon(n=6, color=BLUE, fill_opacity=0.5)
        circle = Circle(radius=1, color=RED, fill_opacity=0.5)
        self.play(Create(hexagon))
        self.play(Create(circle))
        self.play(circle.animate.shift(RIGHT * 2))
        self.wait()
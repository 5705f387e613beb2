from manim import *


class GreenPentagonOrangeHexagon(Scene):
    def construct(self):
        pentagon = RegularPolygon(n=5, color=GREEN)
        hexagon = RegularPolygon(n=6, color=ORANGE)
        pentagon.next_to(hexagon, LEFT)
        self.play(Create(pentagon))
        self.play(Create(hexagon))
        self.play(pentagon.animate.set_color(PURPLE))
        self.wait()

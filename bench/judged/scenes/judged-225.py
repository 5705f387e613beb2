from manim import *


class YellowStarPurpleHexagon(Scene):
    def construct(self):
        yellow_star = Star(n=5, outer_radius=1, color=YELLOW)
        purple_hexagon = RegularPolygon(n=6, color=PURPLE)
        yellow_star.next_to(purple_hexagon, LEFT)
        self.play(Create(yellow_star))
        self.play(Create(purple_hexagon))
        self.play(yellow_star.animate.rotate(PI / 4), purple_hexagon.animate.rotate(PI / 4))
        self.wait()

from manim import *


class HexagonCount(Scene):
    def construct(self):
        hexagon = RegularPolygon(n=6)
        self.play(Create(hexagon))
        sides = hexagon.submobjects
        for i, side in enumerate(sides):
            side.set_color(YELLOW)
            self.play(side.animate.move_to(hexagon.get_center() + RIGHT * 0.5 + DOWN * 0.25 * i))
            self.add(Integer(i + 1, color=RED).next_to(side, RIGHT).align_to(side, UP))
        self.wait()
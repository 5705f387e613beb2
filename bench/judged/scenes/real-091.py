from manim import *


class HexagonCount(Scene):
    def construct(self):
        hexagon = RegularPolygon(n=6)
        self.play(Create(hexagon))
        sides = hexagon.get_sides()
        for side in sides:
            self.play(Create(side))
            self.play(Transform(side, always_redraw(lambda: side.set_color(YELLOW))))
            value = always_redraw(lambda: Integer(1, color=RED).next_to(hexagon, DOWN))
            self.play(Transform(value, always_redraw(lambda: Integer(2, color=RED).next_to(hexagon, DOWN))))
            self.play(Transform(value, always_redraw(lambda: Integer(3, color=RED).next_to(hexagon, DOWN))))
            self.play(Transform(value, always_redraw(lambda: Integer(4, color=RED).next_to(hexagon, DOWN))))
            self.play(Transform(value, always_redraw(lambda: Integer(5, color=RED).next_to(hexagon, DOWN))))
            self.play(Transform(value, always_redraw(lambda: Integer(6, color=RED).next_to(hexagon, DOWN))))
            self.wait(0.5)
            self.play(Transform(side, always_redraw(lambda: side.set_color(WHITE))))
            self.wait(0.5)
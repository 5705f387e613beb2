from manim import *

class HighlightHexagonSides(Scene):
    def construct(self):
        hexagon = RegularPolygon(n=6, color=GREEN, fill_opacity=0.5).scale(1.5)
        value = Integer(1, color=RED).next_to(hexagon, RIGHT).align_to(hexagon, UP)
        self.play(DrawBorderThenFill(hexagon))
        self.play(Write(value))
        for side_index in range(6):
            side_color = YELLOW
            self.play(hexagon[side_index].animate.set_color(side_color))
            value = Integer(value.get_value() + 1, color=RED).next_to(hexagon, RIGHT).align_to(hexagon, UP)
            self.play(Write(value))
        self.wait()
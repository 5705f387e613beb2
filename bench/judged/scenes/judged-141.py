from manim import *


class OrangeHexagonWithStar(Scene):
    def construct(self):
        hexagon = RegularPolygon(n=6, color=ORANGE, fill_opacity=0.5).scale(2)
        star = Star(n=5, outer_radius=1, color=WHITE).set_fill_opacity(0.5)
        # the star starts inside the hexagon and stays still
        self.play(Create(hexagon))
        self.play(Create(star))
        self.play(star.animate.rotate(PI / 2, about_point=star.get_center()))
        self.wait()
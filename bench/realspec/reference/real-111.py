"""real-111 (motion): Draw a triangle and reflect it across a vertical dashed line in the middle of the screen, keeping the original and showing the mirror image in a different colour."""

from manim import *


class Main(Scene):
    def construct(self):
        mirror = DashedLine(UP * 3.5, DOWN * 3.5)
        tri = Polygon([-4, -1, 0], [-1.5, -1, 0], [-2.5, 2, 0], color=BLUE, fill_opacity=0.4)
        self.play(Create(mirror))
        self.play(Create(tri))
        image = tri.copy().set_color(ORANGE)
        self.play(image.animate.flip(UP, about_point=ORIGIN))
        self.wait(0.5)

from manim import *


class PentagonToPurple(Scene):
    def construct(self):
        pentagon = RegularPolygon(n=5, color=GREEN, fill_opacity=0.6)
        hexagon = RegularPolygon(n=6, color=ORANGE, fill_opacity=0.6).scale(1.2)
        row = VGroup(pentagon, hexagon).arrange(RIGHT, buff=1.5)
        self.play(FadeIn(row))
        self.wait(0.5)
        # Rotate turns the pentagon purple
        self.play(pentagon.animate.set_color(PURPLE), run_time=3)
        self.wait()
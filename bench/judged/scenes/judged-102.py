from manim import *

class StarInsidePentagon(Scene):
    def construct(self):
        pentagon = RegularPolygram(5, radius=2)
        star = Star(outer_radius=2, color=RED)

        self.add(pentagon)
        self.play(Create(star), run_time=3)
        self.play(FadeOut(star), run_time=2)
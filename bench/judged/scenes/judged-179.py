from manim import *

class StarExample(Scene):
    def construct(self):
        outer_star = RegularPolygram(5, radius=3, color=PURPLE)
        inner_star = RegularPolygram(5, radius=1, color=WHITE)

        self.add(outer_star)
        self.play(Create(inner_star), run_time=3)
        self.play(outer_star.animate.rotate(PI / 4, about_point=ORIGIN), run_time=2)
        self.wait()
from manim import *

class DotGrid(Scene):
    def construct(self):
        dots = VGroup(*[Dot() for _ in range(25)]).arrange_in_grid(rows=5, cols=5, buff=0.6)
        self.play(LaggedStart(*[FadeIn(d) for d in dots], lag_ratio=0.05))
        diagonal = VGroup(*[dots[i * 5 + i] for i in range(5)])
        self.play(diagonal.animate.set_color(RED).scale(1.5))
        self.wait()
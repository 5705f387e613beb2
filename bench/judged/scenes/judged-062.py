from manim import *

class YellowPath(Scene):
    def construct(self):
        dots = VGroup(*[Dot() for _ in range(25)]).arrange_in_grid(rows=5, cols=5, buff=0.6)
        path = Line(dots[0], dots[-1], color=YELLOW)
        self.play(LaggedStart(*[FadeIn(d) for d in dots], lag_ratio=0.05))
        self.play(path.animate.set_color(YELLOW).scale(1.5))
        self.wait()
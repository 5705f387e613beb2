from manim import *

class DotGrid(Scene):
    def construct(self):
        grid = VGroup(*[Dot(ORIGIN, radius=0.5) for _ in range(5 * 5)]).arrange_in_grid(rows=5, cols=5, buff=0.3)
        for m in grid:
            self.play(FadeIn(m))
        yellow_dot = Dot(color=YELLOW, radius=0.5, fill_color=YELLOW)
        grid.add(yellow_dot)
        self.play(FadeIn(yellow_dot))
        self.wait()
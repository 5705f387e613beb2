from manim import *


class ScreenEdgesCorners(Scene):
    def construct(self):
        edges = VGroup(
            Text("Top").to_edge(UP),
            Text("Bottom").to_edge(DOWN),
            Text("Left").to_edge(LEFT),
            Text("Right").to_edge(RIGHT),
        )
        centre = Dot(ORIGIN, color=WHITE)
        self.play(FadeIn(centre))
        self.play(LaggedStart(*[Write(t) for t in edges], lag_ratio=0.3))
        self.wait()
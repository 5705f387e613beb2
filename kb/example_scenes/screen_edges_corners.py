from manim import *


class ScreenEdgesCorners(Scene):
    """Text at the edges and corners of the screen: the words North, South, West and East at the top, bottom, left and right edges (to_edge), the numbers 1 to 4 in the four corners (to_corner), and a dot in the centre."""

    def construct(self):
        edges = VGroup(
            Text("North").to_edge(UP),
            Text("South").to_edge(DOWN),
            Text("West").to_edge(LEFT),
            Text("East").to_edge(RIGHT),
        )
        corners = VGroup(*[Text(str(i + 1)).to_corner(c) for i, c in enumerate([UL, UR, DL, DR])])
        centre = Dot(ORIGIN, color=WHITE)
        self.play(FadeIn(centre))
        self.play(LaggedStart(*[Write(t) for t in edges], lag_ratio=0.3))
        self.play(FadeIn(corners))
        self.wait()

from manim import *


class PolygonSideMidpoints(Scene):
    """A large green rhombus (a Polygon with the four vertices (0, 3), (4, 0), (0, -3) and (-4, 0)); a yellow dot appears at the midpoint of each of its four sides, computed as the mean of two consecutive vertices, and then white lines join consecutive midpoints, forming a rectangle inside the rhombus."""

    def construct(self):
        vertices = [UP * 3, RIGHT * 4, DOWN * 3, LEFT * 4]
        rhombus = Polygon(*vertices, color=GREEN, stroke_width=6)
        self.play(Create(rhombus))
        midpoints = []
        for i in range(4):
            a = vertices[i]
            b = vertices[(i + 1) % 4]
            midpoints.append((a + b) / 2)
        dots = VGroup(*[Dot(p, radius=0.12, color=YELLOW) for p in midpoints])
        dots.set_z_index(1)  # the dots stay on top of the lines
        self.play(LaggedStart(*[GrowFromCenter(d) for d in dots], lag_ratio=0.3))
        lines = VGroup()
        for i in range(4):
            lines.add(Line(midpoints[i], midpoints[(i + 1) % 4], color=WHITE))
        self.play(Create(lines), run_time=2)
        self.wait()

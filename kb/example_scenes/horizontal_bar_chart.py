from manim import *


class HorizontalBarChart(Scene):
    """A horizontal bar chart built from rectangles: three bars stacked one under another, all starting at the same left edge and growing to the right, each with its name on its left and its value at its right end, each bar in its own colour."""

    def construct(self):
        data = [("Cats", 5, ORANGE), ("Dogs", 8, BLUE), ("Birds", 3, GREEN)]
        unit = 0.7  # screen units per count
        left = LEFT * 3
        rows = VGroup()
        for i, (name, count, colour) in enumerate(data):
            bar = Rectangle(width=count * unit, height=0.8, color=colour, fill_opacity=0.8)
            bar.move_to(left + DOWN * i * 1.3 + UP * 1.3, aligned_edge=LEFT)
            label = Text(name, font_size=32).next_to(bar, LEFT)
            number = Integer(count).next_to(bar, RIGHT)
            rows.add(VGroup(bar, label, number))
        self.play(LaggedStart(*[GrowFromEdge(r[0], LEFT) for r in rows], lag_ratio=0.3))
        self.play(*[Write(r[1]) for r in rows], *[FadeIn(r[2]) for r in rows])
        self.wait()

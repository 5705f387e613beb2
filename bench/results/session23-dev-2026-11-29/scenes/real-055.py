from manim import *


class HorizontalBarChart(Scene):
    def construct(self):
        data = [("Red", 5, RED), ("Green", 8, GREEN), ("Blue", 3, BLUE)]
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
"""real-055 (charts): Show a horizontal bar chart made of three rectangles stacked one under the other, labelled "Red", "Green" and "Blue" on their left, each coloured to match its label."""

from manim import *


class Main(Scene):
    def construct(self):
        rows = VGroup()
        for name, colour, length in (("Red", RED, 5), ("Green", GREEN, 3), ("Blue", BLUE, 4)):
            bar = Rectangle(width=length, height=0.7, color=colour, fill_opacity=0.8)
            label = Text(name, font_size=32)
            rows.add(VGroup(label, bar).arrange(RIGHT, buff=0.4))
        rows.arrange(DOWN, buff=0.5, aligned_edge=LEFT).move_to(ORIGIN)
        for row in rows:
            row[1].align_to(rows[0][1], LEFT)
        self.play(FadeIn(rows))
        self.wait(0.5)

"""real-055 (charts): Show a horizontal bar chart made of three rectangles stacked one under the other, labelled "Red", "Green" and "Blue" on their left, each coloured to match its label."""

from manim import *


class Main(Scene):
    def construct(self):
        rows = VGroup()
        for i, (name, colour, length) in enumerate((("Red", RED, 5), ("Green", GREEN, 3), ("Blue", BLUE, 4))):
            bar = Rectangle(width=length, height=0.7, color=colour, fill_opacity=0.8)
            bar.move_to([-1.5 + length / 2, 1.2 - 1.2 * i, 0])
            label = Text(name, font_size=32).next_to(bar, LEFT, buff=0.3)
            rows.add(VGroup(label, bar))
        self.play(FadeIn(rows))
        self.wait(0.5)

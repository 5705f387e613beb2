"""real-039 (number_lines): Show a vertical number line from 0 to 100 like a thermometer on the left side of the screen, with a red bar rising from 0 up to 70."""

from manim import *


class Main(Scene):
    def construct(self):
        line = NumberLine(x_range=[0, 100, 10], length=6, rotation=PI / 2, include_numbers=True, label_direction=LEFT).to_edge(LEFT, buff=1.5)
        bottom = line.n2p(0)
        bar = Rectangle(width=0.3, height=0.01, color=RED, fill_opacity=1).move_to(bottom, aligned_edge=DOWN).shift(RIGHT * 0.4)
        target = Rectangle(width=0.3, height=line.n2p(70)[1] - bottom[1], color=RED, fill_opacity=1).move_to(bar.get_bottom(), aligned_edge=DOWN)
        self.play(Create(line))
        self.add(bar)
        self.play(Transform(bar, target), run_time=2)
        self.wait(0.5)

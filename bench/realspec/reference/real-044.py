"""real-044 (graphs): Draw a directed graph with three nodes X, Y and Z, arrows from X to Y, Y to Z and Z back to X, and put the title "Cycle" above it."""

from manim import *


class Main(Scene):
    def construct(self):
        g = DiGraph(["X", "Y", "Z"], [("X", "Y"), ("Y", "Z"), ("Z", "X")], labels=True,
                    layout="circular", layout_scale=2, vertex_config={"radius": 0.35},
                    edge_config={"tip_config": {"tip_length": 0.2, "tip_width": 0.2}}).shift(DOWN * 0.6)
        title = Text("Cycle").next_to(g, UP, buff=0.5)
        self.play(Create(g))
        self.play(Write(title))
        self.wait(0.5)

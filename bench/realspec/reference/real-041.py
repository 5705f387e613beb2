"""real-041 (graphs): Draw a network of five nodes labelled A to E connected in a ring, then colour node C red while the other nodes stay white."""

from manim import *


class Main(Scene):
    def construct(self):
        names = ["A", "B", "C", "D", "E"]
        edges = [("A", "B"), ("B", "C"), ("C", "D"), ("D", "E"), ("E", "A")]
        g = Graph(names, edges, labels=True, layout="circular", layout_scale=2.5,
                  vertex_config={"radius": 0.35, "fill_color": WHITE})
        self.play(Create(g))
        self.wait(0.5)
        self.play(g.vertices["C"].animate.set_fill(RED))
        self.wait(0.5)

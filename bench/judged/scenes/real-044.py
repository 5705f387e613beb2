from manim import *

class CycleGraph(Scene):
    def construct(self):
        nodes = [Dot(color=BLUE) for _ in range(3)]
        edges = [
            Line(nodes[0], nodes[1], color=RED),
            Line(nodes[1], nodes[2], color=GREEN),
            Line(nodes[2], nodes[0], color=BLUE),
        ]
        self.play(Create(VGroup(*nodes)), Create(VGroup(*edges)))
        self.wait(0.5)
        title = Text("Cycle", color=WHITE).to_edge(UP)
        self.play(Create(title))
        self.wait()
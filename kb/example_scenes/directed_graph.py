from manim import *


class DirectedGraph(Scene):
    """A directed graph (DiGraph) with arrows between three nodes placed in a row."""

    def construct(self):
        graph = DiGraph(
            [1, 2, 3],
            [(1, 2), (2, 3), (1, 3)],
            layout={1: LEFT * 3, 2: UP * 1.5, 3: RIGHT * 3},
            labels=True,
        )
        self.play(Create(graph))
        self.wait()

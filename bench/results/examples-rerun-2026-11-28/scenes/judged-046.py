from manim import *


class DiamondDirectedGraph(Scene):
    def construct(self):
        vertices = ["A", "B", "C", "D"]
        edges = [("A", "B"), ("A", "C"), ("B", "D"), ("C", "D")]
        layout = {"A": UP * 2.5, "B": LEFT * 3, "C": RIGHT * 3, "D": DOWN * 2.5}
        graph = DiGraph(
            vertices,
            edges,
            layout=layout,
            labels=True,
            vertex_config={"radius": 0.35},
            edge_config={"tip_config": {"tip_length": 0.3, "tip_width": 0.3}},
        )
        self.play(Create(graph), run_time=2)
        self.wait()
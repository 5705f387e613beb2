from manim import *


class PathGraphWithEdgeHighlight(Scene):
    def construct(self):
        vertices = ["1", "2", "3", "4"]
        edges = [("1", "2"), ("2", "3")]
        layout = {1: LEFT * 2, 2: UP * 1.5, 3: RIGHT * 2, 4: RIGHT * 4}
        graph = Graph(vertices, edges, layout=layout, labels=True)
        self.play(Create(graph), run_time=2)
        self.play(graph[2].animate.set_fill(YELLOW, family=False))
        self.play(
            graph[1].animate.set_fill(YELLOW, family=False),
            graph[2].animate.set_fill(YELLOW, family=False),
            graph[3].animate.set_fill(YELLOW, family=False),
            run_time=0.5,
        )
        self.wait()
from manim import *


class GraphPathHighlight(Scene):
    """A graph of six nodes labelled A to F is drawn; then the path A-B-D-F is highlighted: its nodes and the edges between them turn yellow one step at a time while the other nodes and edges keep their colour (graph[v], graph.edges[(u, v)])."""

    def construct(self):
        vertices = ["A", "B", "C", "D", "E", "F"]
        edges = [
            ("A", "B"),
            ("A", "C"),
            ("B", "C"),
            ("B", "D"),
            ("C", "E"),
            ("D", "E"),
            ("D", "F"),
            ("E", "F"),
        ]
        layout = {
            "A": [-4, 0, 0],
            "B": [-1.5, 1.8, 0],
            "C": [-1.5, -1.8, 0],
            "D": [1.5, 1.8, 0],
            "E": [1.5, -1.8, 0],
            "F": [4, 0, 0],
        }
        graph = Graph(vertices, edges, layout=layout, labels=True)
        self.play(Create(graph), run_time=2)
        path = ["A", "B", "D", "F"]
        # colour only the dot, not its letter, so the label stays readable
        self.play(graph[path[0]].animate.set_fill(YELLOW, family=False))
        for i in range(len(path) - 1):
            u, v = path[i], path[i + 1]
            self.play(
                graph.edges[(u, v)].animate.set_color(YELLOW).set_stroke(width=8),
                graph[v].animate.set_fill(YELLOW, family=False),
                run_time=0.8,
            )
        self.wait()

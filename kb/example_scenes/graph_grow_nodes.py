from manim import *


class GraphGrowNodes(Scene):
    """A triangle graph of three labelled nodes is drawn; then a fourth node appears to the right of it and two new edges join it to the triangle, while the first three nodes keep their places (graph.animate.add_vertices with positions, graph.animate.add_edges)."""

    def construct(self):
        vertices = [1, 2, 3]
        edges = [(1, 2), (2, 3), (3, 1)]
        layout = {1: [-3, -1.5, 0], 2: [0, 2, 0], 3: [0, -1.5, 0]}
        graph = Graph(vertices, edges, layout=layout, labels=True)
        self.play(Create(graph))
        self.wait(0.5)
        self.play(
            graph.animate.add_vertices(
                4,
                positions={4: [3, 0.25, 0]},
                labels=True,
                vertex_config={4: {"fill_color": GREEN}},
            )
        )
        self.play(graph.animate.add_edges((2, 4), (3, 4), edge_config={"stroke_color": GREEN}))
        self.wait()

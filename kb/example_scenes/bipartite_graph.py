from manim import *


class BipartiteGraph(Scene):
    """A complete bipartite graph: three numbered nodes in a column on the left and three in a column on the right, every left node joined by an edge to every right node and no edge between two nodes of the same side (Graph with each node's position given in a layout dict)."""

    def construct(self):
        left = [1, 2, 3]
        right = [4, 5, 6]
        edges = [(u, v) for u in left for v in right]
        layout = {}
        for row, (u, v) in enumerate(zip(left, right)):
            y = 2 - 2 * row
            layout[u] = [-3, y, 0]
            layout[v] = [3, y, 0]
        colours = {u: {"fill_color": BLUE} for u in left}
        colours.update({v: {"fill_color": ORANGE} for v in right})
        graph = Graph(
            left + right,
            edges,
            layout=layout,
            labels=True,
            vertex_config=colours,
        )
        self.play(Create(graph), run_time=2)
        self.wait()

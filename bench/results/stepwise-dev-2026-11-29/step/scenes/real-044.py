from manim import *

class DirectedCycle(Scene):
    def construct(self):
        graph = Graph(
            edges=[
                [0, 1],
                [1, 2],
                [2, 0],
            ],
            layout="spring",
            layout_scale=0.6,
        )
        title = Text("Cycle", font_size=40).to_edge(UP)
        self.play(Write(title), Create(graph), run_time=2)
        self.wait()
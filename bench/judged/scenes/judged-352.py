from manim import *


class FourNodesRow(Scene):
    def construct(self):
        nodes = VGroup(
            Text("A").next_to(ORIGIN, LEFT),
            Text("B").next_to(ORIGIN, LEFT),
            Text("C").next_to(ORIGIN, LEFT),
            Text("D").next_to(ORIGIN, LEFT),
        )
        self.play(*[Write(node) for node in nodes], run_time=2)
        self.play(*[Create(Line(node, node.get_next(), color=RED)) for node in nodes[:-1]], run_time=2)
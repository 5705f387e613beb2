from manim import *


class StarNetwork(Scene):
    def construct(self):
        centre = Circle(color=BLUE)
        outer_nodes = [Dot(color=GREY) for _ in range(5)]
        self.play(Create(centre))
        for node in outer_nodes:
            self.play(Create(node))
            self.wait(0.5)
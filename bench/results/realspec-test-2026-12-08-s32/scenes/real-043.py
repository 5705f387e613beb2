from manim import *

class TopRowPath(Scene):
    def construct(self):
        nodes = VGroup(*[Circle(radius=0.5, color=BLUE) for _ in range(6)])
        nodes.arrange(RIGHT, buff=1.5)
        edges = VGroup(*[Line(nodes[i], nodes[i + 1]) for i in range(0, 6, 2)])
        self.play(Create(nodes), Write(edges))
        self.play(ShowPassingFlash(edges[0], time_width=0.5), run_time=0.8)
        self.play(ShowPassingFlash(edges[1], time_width=0.5), run_time=0.8)
        self.play(ShowPassingFlash(edges[2], time_width=0.5), run_time=0.8)
        self.wait()
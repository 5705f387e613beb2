from manim import *

class StarNetwork(Scene):
    def construct(self):
        centre = Circle(color=BLUE)
        outer_nodes = [Dot(color=GREY) for _ in range(5)]
        graph = Graph([1, 2, 3, 4, 5], [(1, 2), (2, 3), (3, 4), (4, 5), (5, 1)], labels=True, layout='circular')
        self.play(Create(centre))
        for m in outer_nodes:
            self.play(FadeIn(m), run_time=0.5)
        self.wait()
"""spec-041 (graphs): Show a star graph, one centre vertex joined to five outer vertices, then fade it out."""

from manim import *


class Main(Scene):
    def construct(self):
        outer = {k: [2 * np.cos(2 * PI * k / 5), 2 * np.sin(2 * PI * k / 5), 0] for k in range(1, 6)}
        g = Graph([0, 1, 2, 3, 4, 5], [(0, k) for k in range(1, 6)], layout={0: [0, 0, 0], **outer})
        self.play(Create(g))
        self.wait(0.5)
        self.play(FadeOut(g))

from manim import *

class GraphWithEdgeRemoval(Scene):
    def construct(self):
        A, B, C, D = LEFT * 2 + DOWN, RIGHT * 2 + DOWN, RIGHT * 2 + UP * 1.5, RIGHT * 4 + DOWN
        graph = VGroup(
            Line(A, B),
            Line(B, C),
            Line(C, D),
        )
        labels = VGroup(
            MathTex("A").next_to(A, DL, buff=0.15),
            MathTex("B").next_to(B, DR, buff=0.15),
            MathTex("C").next_to(C, UL, buff=0.15),
            MathTex("D").next_to(D, UR, buff=0.15),
        )
        self.play(Create(graph), Create(labels))
        self.play(graph.animate.remove(D), graph.animate.remove(Line(C, D)))
        self.wait()
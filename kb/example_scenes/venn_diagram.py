from manim import *


class VennDiagram(Scene):
    """A Venn diagram: two overlapping circles labelled A and B with the intersection (overlap) highlighted."""

    def construct(self):
        left = Circle(radius=1.6, color=BLUE, fill_opacity=0.3).shift(LEFT * 1)
        right = Circle(radius=1.6, color=RED, fill_opacity=0.3).shift(RIGHT * 1)
        overlap = Intersection(left, right, color=PURPLE, fill_opacity=0.8)
        label_a = Text("A", font_size=40).next_to(left, UP)
        label_b = Text("B", font_size=40).next_to(right, UP)
        self.play(Create(left), Create(right))
        self.play(Write(label_a), Write(label_b))
        self.play(FadeIn(overlap))
        self.wait()

from manim import *


class ShapesRowNames(Scene):
    def construct(self):
        title = Text("Shapes", font_size=48).to_edge(UP)
        shapes = VGroup(Circle(), Square(), Triangle()).arrange(RIGHT, buff=1.2, aligned_edge=DOWN)
        names = VGroup(
            Text("circle", font_size=28).next_to(circle, DOWN),
            Text("square", font_size=28).next_to(square, DOWN),
            Text("triangle", font_size=28).next_to(triangle, DOWN),
        )
        self.play(Write(title))
        self.play(Create(shapes))
        self.play(Write(names))
        self.wait()
from manim import *


class TextBelowShapes(Scene):
    """Text below (under) shapes and a title above: each shape gets a name label placed under it with next_to DOWN."""

    def construct(self):
        title = Text("Shapes", font_size=48).to_edge(UP)
        shapes = VGroup(Circle(), Square(), Triangle()).arrange(RIGHT, buff=1.2)
        names = VGroup(
            *[
                Text(n, font_size=28).next_to(s, DOWN)
                for n, s in zip(["circle", "square", "triangle"], shapes)
            ]
        )
        self.play(Write(title))
        self.play(Create(shapes))
        self.play(FadeIn(names, shift=UP * 0.2))
        self.wait()

from manim import *


class Main(Scene):
    def construct(self):
        title = Text("Grid", font_size=44).to_edge(UP)
        squares = VGroup(*[Square(side_length=1, color=WHITE) for _ in range(6)])
        squares.arrange_in_grid(rows=2, cols=3, buff=0.4)
        self.play(Write(title))
        self.play(Create(squares))
        self.wait()

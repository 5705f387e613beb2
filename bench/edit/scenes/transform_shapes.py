from manim import *


class Main(Scene):
    def construct(self):
        square = Square(side_length=2, color=BLUE)
        circle = Circle(radius=1, color=RED)
        note = Text("Morph", font_size=36).to_edge(DOWN)
        self.play(Create(square))
        self.play(Transform(square, circle), run_time=1.5)
        self.play(Write(note))
        self.wait()

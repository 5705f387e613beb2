from manim import *


class Main(Scene):
    def construct(self):
        heading = Text("Dots", font_size=40).to_edge(UP)
        dots = VGroup(*[Dot(radius=0.2, color=WHITE) for _ in range(4)]).arrange(RIGHT, buff=1)
        self.play(Write(heading))
        self.play(FadeIn(dots))
        self.wait()

from manim import *


class Main(Scene):
    def construct(self):
        line = NumberLine(x_range=[0, 5, 1], length=10, include_numbers=True)
        marker = Dot(color=RED).move_to(line.n2p(0))
        caption = Text("Position", font_size=32).to_edge(UP)
        self.play(Create(line), Write(caption))
        self.play(FadeIn(marker))
        self.play(marker.animate.move_to(line.n2p(3)), run_time=2)
        self.wait()

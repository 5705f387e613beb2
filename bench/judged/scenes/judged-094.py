from manim import *


class CountPentagonVertices(Scene):
    def construct(self):
        pentagon = RegularPolygon(n=5, color=BLUE)
        dots = VGroup(*[Dot(radius=0.15) for _ in range(5)]).arrange_in_grid(
            rows=1, cols=5, buff=0.1
        )
        self.play(Create(pentagon), Create(dots))
        for n, dot in enumerate(dots, start=1):
            vertex_label = Text(f"{n}", color=YELLOW).scale(0.6).next_to(dot, RIGHT, buff=0.1)
            self.play(dot.animate.set_color(YELLOW), Write(vertex_label), run_time=0.4)
        total = Text("5").next_to(dots, DOWN, buff=0.8)
        self.play(Write(total))
        self.wait()
from manim import *


class Main(Scene):
    def construct(self):
        title = Text("Shapes", font_size=48).to_edge(UP)
        items = VGroup(
            Text("Circles", font_size=32),
            Text("Squares", font_size=32),
            Text("Triangles", font_size=32),
        ).arrange(DOWN, buff=0.5)
        self.play(Write(title))
        self.play(FadeIn(items), run_time=2)
        self.wait()

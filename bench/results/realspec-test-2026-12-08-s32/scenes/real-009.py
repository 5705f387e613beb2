from manim import *

class Photosynthesis(Scene):
    def construct(self):
        title = Text("Photosynthesis", font_size=56).to_edge(UP)
        points = VGroup(
            *[
                Text(f"{i}. {t}", font_size=32)
                for i, t in enumerate(["Light", "Water", "Carbon dioxide"], 1)
            ]
        )
        points.arrange(DOWN, aligned_edge=LEFT, buff=0.4).next_to(title, DOWN, buff=0.8)
        self.play(Write(title))
        for p in points:
            self.play(FadeIn(p, shift=RIGHT * 0.3))
        self.wait()
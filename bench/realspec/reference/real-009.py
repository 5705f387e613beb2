"""real-009 (text): Put the title "Photosynthesis" at the top of the screen and list three points under it, "Light", "Water" and "Carbon dioxide", appearing one by one."""

from manim import *


class Main(Scene):
    def construct(self):
        title = Text("Photosynthesis", font_size=56).to_edge(UP)
        points = VGroup(Text("Light"), Text("Water"), Text("Carbon dioxide"))
        points.arrange(DOWN, aligned_edge=LEFT, buff=0.5).next_to(title, DOWN, buff=0.8)
        self.play(Write(title))
        for p in points:
            self.play(FadeIn(p, shift=RIGHT * 0.3))
        self.wait(0.5)

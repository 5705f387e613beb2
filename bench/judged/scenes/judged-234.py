from manim import *


class StartEndArrow(Scene):
    def construct(self):
        start = Text("Start", font_size=36).to_corner(UL, buff=1)
        end = Text("End", font_size=36).to_corner(DR, buff=1)
        arrow = Arrow(start.get_bottom(), end.get_top(), color=WHITE)
        self.play(Write(start))
        self.play(Write(end))
        self.play(GrowArrow(arrow))
        self.wait()
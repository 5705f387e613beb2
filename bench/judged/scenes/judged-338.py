from manim import *


class StartEndArrow(Scene):
    def construct(self):
        start = Text("Start", color=BLUE)
        end = Text("End", color=BLUE)
        start.next_to(end, LEFT)
        arrow = Arrow(start.get_center(), end.get_center(), buff=0, color=GREEN)
        self.play(Write(start))
        self.play(Write(end))
        self.play(GrowArrow(arrow))
        self.wait()

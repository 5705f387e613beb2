from manim import *


class NorthSouthEastWestDot(Scene):
    def construct(self):
        top = Text("North", font_size=48, color=YELLOW)
        bottom = Text("South", font_size=48, color=BLUE)
        right = Text("East", font_size=48, color=GREEN)
        left = Text("West", font_size=48, color=RED)
        centre = Dot(ORIGIN, color=WHITE)
        self.play(Write(top))
        self.play(top.animate.scale(0.5).to_edge(UP))
        self.play(Write(bottom))
        self.play(bottom.animate.scale(0.5).to_edge(DOWN))
        self.play(Write(right))
        self.play(right.animate.scale(0.5).to_edge(RIGHT))
        self.play(Write(left))
        self.play(left.animate.scale(0.5).to_edge(LEFT))
        self.play(Write(centre))
        self.wait()
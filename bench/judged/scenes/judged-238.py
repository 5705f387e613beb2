from manim import *


class ThreeLines(Scene):
    def construct(self):
        red_line = Text("Red", color=RED)
        green_line = Text("Green", color=GREEN)
        blue_line = Text("Blue", color=BLUE)
        lines = VGroup(red_line, green_line, blue_line).arrange(RIGHT, buff=1)
        self.play(Create(lines))
        self.wait()
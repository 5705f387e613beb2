from manim import *


class Chapter2(Scene):
    def construct(self):
        title = Text("Chapter 2: Forces", font_size=56).to_edge(UP)
        underline = Underline(title, color=BLUE)
        newton = Text("Newton's laws", font_size=32, color=BLUE).next_to(underline, DOWN, buff=0.8)
        self.play(Write(title))
        self.play(Write(underline))
        self.play(Write(newton))
        self.wait()
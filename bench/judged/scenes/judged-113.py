from manim import *


class SummaryScene(Scene):
    def construct(self):
        title = Text("Summary", font_size=56).to_edge(UP)
        title.to_corner(UL)
        checkmark = Square(color=GREEN, fill_color=GREEN, fill_opacity=0.5).move_to(RIGHT * 0.75)
        self.play(Write(title))
        self.play(Create(checkmark))
        self.wait()

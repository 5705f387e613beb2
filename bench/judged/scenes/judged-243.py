from manim import *

class ChapterOneSubtitle(Scene):
    def construct(self):
        title = Text("Chapter 1", font_size=64, color=WHITE).to_edge(UP, buff=1)
        subtitle = Text("Introduction", font_size=32, color=GREY)
        subtitle.next_to(title, DOWN, buff=0.4)
        self.play(Write(title))
        self.play(FadeIn(subtitle, shift=UP * 0.2))
        self.wait()
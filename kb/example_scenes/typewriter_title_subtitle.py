from manim import *


class TypewriterTitleSubtitle(Scene):
    """A title is typed letter by letter at the top of the screen like a typewriter, then a smaller grey subtitle fades in just below the title (AddTextLetterByLetter, to_edge, next_to, FadeIn)."""

    def construct(self):
        title = Text("Chapter One", font_size=64, color=WHITE).to_edge(UP, buff=1)
        subtitle = Text("Where it all began", font_size=32, color=GREY)
        subtitle.next_to(title, DOWN, buff=0.4)
        self.play(AddTextLetterByLetter(title, time_per_char=0.15))
        self.wait(0.5)
        self.play(FadeIn(subtitle, shift=UP * 0.2))
        self.wait()

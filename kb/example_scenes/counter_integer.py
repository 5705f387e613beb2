from manim import *


class CountToFive(Scene):
    """A counter: a number on screen counts from 1 to 5, the number changing in place each second, with a label next to it."""

    def construct(self):
        label = Text("Count:", font_size=40)
        number = Integer(1, font_size=72)
        VGroup(label, number).arrange(RIGHT, buff=0.4)
        self.play(Write(label), FadeIn(number))
        for i in range(2, 6):
            self.wait(0.5)
            self.play(ChangeDecimalToValue(number, i), run_time=0.5)
        self.wait()

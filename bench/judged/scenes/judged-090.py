from manim import *


class TallyCount(Scene):
    def construct(self):
        sticks = VGroup(*[Line(UP, DOWN, color=WHITE, stroke_width=10) for _ in range(4)])
        sticks.arrange(RIGHT, buff=0.5).shift(UP * 0.5)
        # the fifth mark crosses all four sticks, from below the first to above the last
        slash = Line(
            sticks[0].get_bottom() + LEFT * 0.3,
            sticks[-1].get_top() + RIGHT * 0.3,
            color=YELLOW,
            stroke_width=10,
        )
        marks = [*sticks, slash]
        count = Integer(0, font_size=72).next_to(sticks, DOWN, buff=0.8)
        self.play(FadeIn(count))
        for n, mark in enumerate(marks, start=1):
            self.play(Create(mark), ChangeDecimalToValue(count, n), run_time=0.7)
            self.wait(0.2)
        self.wait()
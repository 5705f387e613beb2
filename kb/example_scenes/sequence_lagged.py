from manim import *


class AnimationSequence(Scene):
    """Animations one after another and at the same time: shapes appear in sequence (Succession), then all move together."""

    def construct(self):
        shapes = VGroup(Square(), Circle(), Triangle()).arrange(RIGHT, buff=1)
        self.play(Succession(*[Create(s) for s in shapes]), run_time=3)
        self.play(*[s.animate.shift(UP) for s in shapes])
        self.play(AnimationGroup(*[FadeOut(s) for s in shapes], lag_ratio=0.2))
        self.wait()

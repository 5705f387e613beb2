"""real-089 (counting): Drop seven apples, drawn as red circles, into a row one at a time while a counter in the top right corner goes up from 0 to 7."""

from manim import *


class Main(Scene):
    def construct(self):
        counter = Integer(0, font_size=72).to_corner(UR)
        self.add(counter)
        apples = VGroup(*[Circle(radius=0.4, color=RED, fill_opacity=0.9) for _ in range(7)]).arrange(RIGHT, buff=0.3).shift(DOWN)
        for k, apple in enumerate(apples, start=1):
            start = apple.copy().shift(UP * 4)
            self.play(FadeIn(start), run_time=0.2)
            self.play(Transform(start, apple), counter.animate.set_value(k), run_time=0.4)
        self.wait(0.5)

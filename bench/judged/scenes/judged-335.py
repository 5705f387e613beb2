from manim import *


class StarsCount(Scene):
    def construct(self):
        stars = VGroup(*[Star(color=WHITE, fill_opacity=0.6) for _ in range(4)])
        stars.arrange(RIGHT, buff=0.3)
        count = Integer(1, font_size=96).next_to(stars, DOWN, buff=0.8)
        self.play(FadeIn(count))
        for n, star in enumerate(stars, start=1):
            self.play(Create(star), ChangeDecimalToValue(count, n), run_time=0.7)
            self.wait(0.2)
        self.wait()
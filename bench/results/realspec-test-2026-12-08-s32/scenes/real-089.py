from manim import *


class DropApples(Scene):
    def construct(self):
        apples = VGroup(*[Circle(radius=0.4, color=RED) for _ in range(7)])
        apples.arrange(RIGHT, buff=0.3)
        count = Integer(0, font_size=96).next_to(apples[-1], RIGHT, buff=0.8)
        self.play(LaggedStart(FadeIn(apples), FadeIn(count), lag_ratio=1))
        for n, apple in enumerate(apples, start=1):
            self.play(Create(apple), ChangeDecimalToValue(count, n), run_time=0.7)
            self.wait(0.2)
        self.wait()
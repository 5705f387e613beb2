from manim import *


class StackOfCircles(Scene):
    def construct(self):
        colors = [BLUE, GREEN, RED, ORANGE, YELLOW]
        circles = VGroup(*[Circle(radius=0.2, color=c, fill_opacity=0.5) for c in colors])
        circles.arrange(DOWN, buff=0.6)
        words = Text("Stack", font_size=40, color=WHITE).to_edge(RIGHT, buff=1.5)
        self.play(FadeIn(words))
        self.play(LaggedStart(*[FadeIn(c) for c in circles], lag_ratio=0.3))
        self.wait()
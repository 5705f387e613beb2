from manim import *

class NumbersColumn(Scene):
    def construct(self):
        colors = [RED, ORANGE, YELLOW, GREEN, BLUE]
        numbers = VGroup(*[Text(f"{i}", font_size=32, color=GREY_B) for i, c in enumerate([2, 4, 6, 8], 1)])
        numbers.arrange(RIGHT, buff=0.4)
        self.play(LaggedStart(*[FadeIn(n) for n in numbers], lag_ratio=0.3))
        self.wait()
        self.play(Create(Text("6", font_size=32, color=RED)))
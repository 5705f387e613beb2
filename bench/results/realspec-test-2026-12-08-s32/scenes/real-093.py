from manim import *


class StackCoins(Scene):
    def construct(self):
        coins = VGroup(
            Circle(radius=0.4, color=YELLOW, fill_opacity=0.6) for _ in range(5)
        )
        coins.arrange(RIGHT, buff=0.3)
        text = Text("Coins: 5", font_size=48).next_to(coins, DOWN)
        self.play(Create(coins))
        self.play(Write(text))
        self.wait()
"""real-093 (counting): Stack coins as yellow circles one on top of the other, five of them, while the text "Coins: n" under the stack shows how many there are."""

from manim import *


class Main(Scene):
    def construct(self):
        base = DOWN * 1.5
        label = Text("Coins:").move_to(DOWN * 2.8 + LEFT * 0.4)
        count = Integer(0).next_to(label, RIGHT)
        self.add(label, count)
        for k in range(5):
            coin = Circle(radius=0.3, color=YELLOW, fill_opacity=0.9)
            coin.move_to(base + UP * 0.7 * k)
            self.play(FadeIn(coin, shift=DOWN * 0.5), count.animate.set_value(k + 1), run_time=0.5)
        self.wait(0.5)

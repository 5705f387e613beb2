from manim import *


class FastWords(Scene):
    def construct(self):
        words = Text("fast", font_size=50).next_to(ORIGIN, DOWN)
        words2 = Text("faster", font_size=70).next_to(words, DOWN)
        words3 = Text("fastest", font_size=90).next_to(words2, DOWN)
        self.play(Create(words))
        self.play(Create(words2))
        self.play(Create(words3))
        self.wait()
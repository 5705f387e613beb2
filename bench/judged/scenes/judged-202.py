from manim import *


class ManimJump(Scene):
    def construct(self):
        word = Text("Manim", font_size=120, color=BLUE)
        self.play(Write(word))
        for letter in word:
            self.play(letter.animate.shift(UP * 0.8), rate_func=there_and_back, run_time=0.6)
        self.wait()
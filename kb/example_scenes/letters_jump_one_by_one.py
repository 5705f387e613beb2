from manim import *


class LettersJumpOneByOne(Scene):
    """The word "JUMP" in the centre of the screen; each letter jumps up and comes back down, one letter after another from left to right (a for loop over the letters of the Text, letter.animate.shift(UP) with rate_func=there_and_back); then all four letters jump again as a quick wave from left to right (LaggedStart with lag_ratio)."""

    def construct(self):
        word = Text("JUMP", font_size=120, color=BLUE)
        self.play(Write(word))
        for letter in word:
            self.play(letter.animate.shift(UP * 0.8), rate_func=there_and_back, run_time=0.6)
        self.wait(0.5)
        wave = [letter.animate(rate_func=there_and_back).shift(UP * 0.8) for letter in word]
        self.play(LaggedStart(*wave, lag_ratio=0.3), run_time=1.5)
        self.wait()

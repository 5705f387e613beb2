from manim import *


class LearnByDoing(Scene):
    def construct(self):
        sentence = Text("Learn by doing", font_size=48, color=WHITE)
        # sentence.text holds the letters without spaces, in the same order as sentence's submobjects
        target = "doing"
        start = sentence.text.index(target)
        word = sentence[start : start + len(target)]
        underline = Underline(word, color=GREEN, buff=0.1)
        self.play(Write(sentence))
        self.wait(0.5)
        self.play(word.animate.set_color(GREEN))
        self.play(Create(underline))
        self.wait()
from manim import *

class PracticePerfectUnderline(Scene):
    def construct(self):
        sentence = Text("Practice makes perfect", font_size=48, color=WHITE)
        # sentence.text holds the letters without spaces, in the same order as sentence's submobjects
        target = "perfect"
        start = sentence.text.index(target)
        word = sentence[start : start + len(target)]
        underline = Underline(word, color=GREEN, buff=0.1)
        self.play(Write(sentence))
        self.wait(0.5)
        self.play(word.animate.set_color(YELLOW))
        self.play(Create(underline))
        self.wait()
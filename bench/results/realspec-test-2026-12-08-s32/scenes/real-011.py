from manim import *


class EnergyConservation(Scene):
    def construct(self):
        sentence = Text("Energy is conserved", font_size=48, color=WHITE)
        # sentence.text holds the letters without spaces, in the same order as sentence's submobjects
        target = "conserved"
        start = sentence.text.index(target)
        word = sentence[start : start + len(target)]
        underline = Underline(word, color=YELLOW, buff=0.1)
        self.play(Write(sentence))
        self.wait(0.5)
        self.play(word.animate.set_color(RED))
        self.play(Create(underline))
        self.wait()
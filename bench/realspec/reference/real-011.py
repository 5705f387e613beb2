"""real-011 (text): Show the sentence "Energy is conserved" in white, then colour the word "conserved" red and draw a line under the whole sentence."""

from manim import *


class Main(Scene):
    def construct(self):
        sentence = Text("Energy is conserved", font_size=60)
        self.play(Write(sentence))
        self.play(sentence[8:].animate.set_color(RED))
        underline = Line(sentence.get_corner(DL), sentence.get_corner(DR)).shift(DOWN * 0.2)
        self.play(Create(underline))
        self.wait(0.5)

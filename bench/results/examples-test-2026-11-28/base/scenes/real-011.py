from manim import *


class EnergyConserved(Scene):
    def construct(self):
        sentence = Text("Energy is conserved", font_size=40, color=WHITE)
        conserved = sentence[10:19]
        conserved.set_color(RED)
        line = Line(LEFT * 1.6, RIGHT * 1.6).next_to(sentence, DOWN, buff=0.3)
        line.align_to(sentence, RIGHT)
        self.play(Write(sentence))
        self.play(Write(conserved))
        self.play(Create(line))
        self.wait()
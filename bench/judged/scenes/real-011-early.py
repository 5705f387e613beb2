from manim import *


class EnergyConserved(Scene):
    def construct(self):
        sentence = Text("Energy is conserved", font_size=48).set_color(WHITE)
        conserved = Text("conserved", font_size=36, color=RED).next_to(sentence, RIGHT)
        line = Line(sentence.get_corner(UL), conserved.get_corner(UL))
        self.play(Write(sentence))
        self.play(Create(conserved))
        self.play(Create(line))
        self.wait()
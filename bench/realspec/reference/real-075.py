"""real-075 (layout): Write "Input" on the left and "Output" on the right, with a box labelled "f" between them and arrows from Input to the box and from the box to Output."""

from manim import *


class Main(Scene):
    def construct(self):
        box = Square(side_length=1.6)
        f = MathTex("f", font_size=64).move_to(box)
        inp = Text("Input").shift(LEFT * 4.5)
        out = Text("Output").shift(RIGHT * 4.5)
        a1 = Arrow(inp.get_right(), box.get_left(), buff=0.2)
        a2 = Arrow(box.get_right(), out.get_left(), buff=0.2)
        self.play(Write(inp), Create(box), Write(f), Write(out))
        self.play(GrowArrow(a1), GrowArrow(a2))
        self.wait(0.5)

from manim import *

class BigNumberShrink(Scene):
    def construct(self):
        number = Integer(42, font_size=100)
        label = Text("The answer", font_size=40)
        number.next_to(label, DOWN, buff=0.3)  # Place number beside the label
        self.play(Write(number), Write(label), run_time=2)
        self.wait()
from manim import *

class BigNumberShrink(Scene):
    def construct(self):
        number = Integer(42, font_size=200)
        number.next_to(Text("The answer", font_size=40), DOWN, buff=0.3)
        number.scale(0.05)
        number.move_to(ORIGIN)
        self.play(Write(Text("The answer", font_size=40)))
        self.wait()
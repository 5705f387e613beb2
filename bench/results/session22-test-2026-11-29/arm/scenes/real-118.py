from manim import *

class BigNumberShrink(Scene):
    def construct(self):
        number = Integer(42, font_size=300)
        self.play(Create(number))
        self.wait(2)
        self.play(number.animate.scale(0.05), run_time=2)
        self.play(Write(Text("The answer", font_size=100).move_to(ORIGIN)))
        self.wait()
from manim import *

class BigNumberShrinkToCenter(Scene):
    def construct(self):
        number = Integer(42, font_size=100)
        number.next_to(Text("The answer", font_size=40), DOWN, buff=0.3)
        self.play(Write(number))
        self.wait(2)
        self.play(number.animate.scale(0.01).move_to(RIGHT * 2 + DOWN * 2))
        self.wait(2)
        self.play(Write(Text("The answer", font_size=40).move_to(ORIGIN)))
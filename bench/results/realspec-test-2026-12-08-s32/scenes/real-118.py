from manim import *

class BigNumberShrinkToCenter(Scene):
    def construct(self):
        number = Integer(42, font_size=100)
        self.play(Write(number))
        self.wait(2)
        self.play(number.animate.scale(0.01).move_to(RIGHT * 2 + DOWN * 2))
        label = Text("The answer", font_size=40)
        self.play(Write(label), FadeOut(number))
        self.wait()
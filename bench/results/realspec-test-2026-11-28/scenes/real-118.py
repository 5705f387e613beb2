from manim import *

class BigNumberShrinks(Scene):
    def construct(self):
        number = Integer(42, font_size=400)
        self.play(Write(number))
        self.wait(2)
        self.play(number.animate.scale(0.1), run_time=1)
        label = Text("The answer", font_size=40)
        label.move_to(RIGHT * 2 + DOWN * 2)
        self.play(Write(label))
        self.wait()
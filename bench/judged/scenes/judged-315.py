from manim import *

class CountdownNumber(Scene):
    def construct(self):
        number = Integer(10, font_size=144)
        self.play(FadeIn(number))
        for value in range(10, -1, -1):
            self.wait(0.5)
            self.play(ChangeDecimalToValue(number, value), run_time=0.5)
        self.play(number.animate.set_color(RED))
        self.wait()
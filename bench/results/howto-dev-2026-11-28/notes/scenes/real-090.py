from manim import *

class Timer(Scene):
    def construct(self):
        num = DecimalNumber(0, num_decimal_places=0)
        self.play(Write(num))
        for value in range(10, -1, -1):
            self.wait(1)
            self.play(ChangeDecimalToValue(num, value), run_time=1)
        self.play(Write(Integer(0).move_to(num)), run_time=1)
        self.play(num.animate.set_color(RED))
        self.wait()
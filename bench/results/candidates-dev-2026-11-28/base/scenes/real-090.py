from manim import *

class Timer(Scene):
    def construct(self):
        number = Integer(10, font_size=144, color=WHITE)
        self.play(FadeIn(number))
        for value in range(10, -1, -1):
            self.wait(1)
            self.play(number.animate.set_value(value), run_time=1)
        self.play(number.animate.set_color(RED))
        self.wait()
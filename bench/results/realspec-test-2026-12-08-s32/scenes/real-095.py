from manim import *

class ProgressBar(Scene):
    def construct(self):
        bar = Rectangle(width=10, height=0.3).set_fill(GREY, opacity=1)
        percentage = DecimalNumber(0, num_decimal_places=0, font_size=96, color=WHITE)
        percentage.add_updater(lambda m: m.set_value(bar.width / 10))
        self.play(FadeIn(bar))
        self.add(percentage)
        self.play(percentage.animate.set_value(1), run_time=4, rate_func=linear)
        self.wait()
from manim import *

class ProgressBar(Scene):
    def construct(self):
        bar_width = 10
        bar_height = 0.3
        bar_color = BLUE
        bar_fill_color = GREY
        bar = Rectangle(width=bar_width, height=bar_height, color=bar_color)
        bar.set_fill(bar_fill_color, opacity=0.8)
        self.play(Write(bar))
        for percent in range(101):
            width = bar_width * percent / 100
            bar.set_fill(bar_fill_color, opacity=0.8)
            self.play(Transform(bar, Rectangle(width=width, height=bar_height, color=bar_color)))
            self.wait(0.05)
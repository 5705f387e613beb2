from manim import *

class ProgressBar(Scene):
    def construct(self):
        bar = Rectangle(width=0.5, height=1, color=GREY)
        label = Text("0%", font_size=32).next_to(bar, LEFT)
        self.play(Create(bar), Write(label))
        for i in range(11):
            self.play(bar.animate.scale(1 + i / 10), label.animate.set_x(i * 10), run_time=0.1)
        self.wait()
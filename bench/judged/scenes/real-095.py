from manim import *

class ProgressBar(Scene):
    def construct(self):
        bar = Rectangle(width=0, height=1, color=WHITE)
        label = Text("0%", font_size=32).next_to(bar, LEFT)
        self.play(Create(bar), Write(label))
        for i in range(101):
            self.play(bar.animate.set_width(i / 100), label.animate.set_text(f"{i}%"), run_time=0.1)
            self.wait(0.01)
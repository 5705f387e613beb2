from manim import *

class DaysUnderline(Scene):
    def construct(self):
        days = Text("Monday\nTuesday\nWednesday", font_size=48, color=WHITE)
        days[1].set_color(YELLOW)
        underline = Underline(days[1], color=RED, buff=0.1)
        self.play(Write(days))
        self.play(days[1].animate.set_color(YELLOW))
        self.play(Create(underline))
        self.wait()
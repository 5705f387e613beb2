from manim import *

class FiveBars(Scene):
    def construct(self):
        bar1 = Rectangle(height=1, color=WHITE)
        bar2 = Rectangle(height=2, color=WHITE)
        bar3 = Rectangle(height=3, color=WHITE)
        bar4 = Rectangle(height=4, color=WHITE)
        bar5 = Rectangle(height=5, color=WHITE)
        bar = VGroup(bar1, bar2, bar3, bar4, bar5)
        self.play(Create(bar1))
        self.play(bar2.animate.shift(RIGHT))
        self.play(bar3.animate.shift(RIGHT * 2))
        self.play(bar4.animate.shift(RIGHT * 3))
        self.play(bar5.animate.shift(RIGHT * 4))
        self.play(bar3.animate.set_color(ORANGE))
        self.wait()
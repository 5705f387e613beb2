from manim import *


class TextSlideFade(Scene):
    def construct(self):
        fast = Text("Fast", font_size=40).move_to(LEFT)
        slow = Text("Slow", font_size=40).move_to(RIGHT)
        self.play(FadeIn(fast), FadeIn(slow))
        self.play(fast.animate.scale(0), FadeOut(slow), run_time=2)
        self.wait()
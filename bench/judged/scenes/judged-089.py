from manim import *

class CountFromZeroToTwenty(Scene):
    def construct(self):
        tracker = ValueTracker(0)
        text = Text(str(tracker.get_value()), color=BLUE, font_size=48)
        self.play(FadeIn(text))
        while tracker.get_value() <= 20:
            self.play(FadeOut(text))
            self.play(Transform(text, Text(str(tracker.get_value()), color=BLUE, font_size=48)))
            self.play(FadeIn(text))
            tracker.increment_value(5)
            self.wait(0.5)
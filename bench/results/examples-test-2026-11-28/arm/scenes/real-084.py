from manim import *

class FlashingCircles(Scene):
    def construct(self):
        circles = [Circle(color=WHITE) for _ in range(3)]
        VGroup(*circles).arrange(DOWN, buff=1).shift(3*LEFT)

        self.play(*[FadeIn(c) for c in circles])
        self.play(*[c.animate.set_color(YELLOW) for c in circles])
        self.wait()
        self.play(*[FadeOut(c) for c in circles])
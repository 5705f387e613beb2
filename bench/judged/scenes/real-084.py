from manim import *

class FlashAndFadeOut(Scene):
    def construct(self):
        circles = [Circle(radius=1, color=WHITE) for _ in range(3)]
        VGroup(*circles).arrange(DOWN, buff=1)

        self.play(*[FadeIn(c) for c in circles])
        self.play(*[c.animate.set_color(YELLOW) for c in circles])
        self.play(*[FadeOut(c) for c in circles])
        self.wait()
from manim import *

class ThreeCirclesFlashFade(Scene):
    def construct(self):
        circles = VGroup(
            Circle(color=BLUE),
            Circle(color=RED),
            Circle(color=GREEN)
        )

        self.play(*[Create(c) for c in circles])
        self.play(*[c.animate.rotate(PI/2) for c in circles])
        self.play(*[c.animate.rotate(-PI/2) for c in circles])

        self.play(FadeOut(*circles))
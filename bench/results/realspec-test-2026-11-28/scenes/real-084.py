from manim import *

class ThreeCirclesFlashFade(Scene):
    def construct(self):
        circles = [Circle(color=WHITE) for _ in range(3)]
        VGroup(*circles).arrange(DOWN, buff=0.5).shift(2*LEFT)

        self.play(*[Create(circle) for circle in circles])
        self.play(*[circle.animate.set_color(YELLOW) for circle in circles])

        for circle in circles:
            self.play(FadeOut(circle))

        self.wait()
from manim import *

class FlashingCircles(Scene):
    def construct(self):
        circles = [Circle(radius=0.5, color=WHITE) for _ in range(3)]
        VGroup(*circles).arrange(DOWN, buff=1).shift(3*LEFT)

        self.play(Create(VGroup(*circles)))
        self.play(*[Indicate(circle) for circle in circles])
        self.play(*[circle.animate.fade_to(YELLOW, 1) for circle in circles])
        self.wait()
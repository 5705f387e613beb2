from manim import *

class ArrangeCircles(Scene):
    def construct(self):
        circles = VGroup(*[Circle(radius=0.4, color=BLUE, fill_opacity=0.6) for _ in range(12)])
        circles.arrange(RIGHT, buff=0.3)
        for i in range(1, 13, 2):
            self.play(FadeOut(circles[i]))
        self.wait()
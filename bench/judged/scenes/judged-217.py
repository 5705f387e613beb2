from manim import *


class YellowStarSpins(Scene):
    def construct(self):
        star = Star(color=YELLOW, fill_opacity=1)
        circle = Circle(radius=0.2, color=WHITE, fill_opacity=0.3)
        self.play(Create(star))
        self.play(Create(circle))
        self.wait()
        for _ in range(5):
            self.play(circle.animate.scale(1.01))
            self.wait(0.1)
        self.wait()
from manim import *

class BlueStarYellowCircle(Scene):
    def construct(self):
        star = Star(color=BLUE, fill_opacity=1)
        circle = Circle(color=YELLOW, fill_opacity=1)
        star.to_corner(DR)
        circle.to_corner(UL)
        self.play(FadeIn(star))
        self.play(FadeIn(circle))
        self.play(circle.animate.shift(ORIGIN))
        self.wait()
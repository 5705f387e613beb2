from manim import *


class StarAndCircle(Scene):
    def construct(self):
        # small yellow star
        star = Star(color=YELLOW).scale(0.5).shift(RIGHT * 3)
        star.to_corner(UR)
        # large purple circle
        circle = Circle(radius=3, color=PURPLE).shift(LEFT * 1.5)
        self.play(Create(star))
        self.play(Create(circle))
        self.wait()

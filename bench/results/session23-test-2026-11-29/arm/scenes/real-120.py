from manim import *


class YellowStarPurpleCircle(Scene):
    def construct(self):
        star = Star(color=YELLOW).move_to(UP * 0.5)
        purple_circle = Circle(color=PURPLE, radius=2).shift(LEFT * 0.5)
        self.play(Create(star), Create(purple_circle))
        self.wait()
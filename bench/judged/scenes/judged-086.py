from manim import *

class RedBlueDotMeet(Scene):
    def construct(self):
        dot1 = Dot(point=LEFT, color=RED)
        dot2 = Dot(point=RIGHT, color=BLUE)
        self.play(Create(dot1), Create(dot2))
        self.play(dot1.animate.move_to(dot2.get_center()), dot2.animate.move_to(dot1.get_center()))
        self.wait()
        self.play(FadeOut(dot1), FadeOut(dot2))
        self.wait()
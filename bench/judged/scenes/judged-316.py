from manim import *

class WhiteDotAroundCircle(Scene):
    def construct(self):
        circle = Circle(radius=2, color=WHITE)
        dot = Dot(color=YELLOW, radius=0.1)
        self.play(Create(dot))
        self.play(dot.animate.move_to(circle.get_center()))
        self.play(dot.animate.rotate(TAU / 2, about_point=dot.get_center()))
        self.wait()
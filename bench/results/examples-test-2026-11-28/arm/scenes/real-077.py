from manim import *

class BlueDotWithRedLines(Scene):
    def construct(self):
        dot = Dot(color=BLUE)
        red1 = Dot(color=RED).move_to(dot.get_top())
        red2 = Dot(color=RED).move_to(dot.get_bottom())
        red3 = Dot(color=RED).move_to(dot.get_left())
        red4 = Dot(color=RED).move_to(dot.get_right())
        self.play(Create(dot))
        self.play(Create(red1), Create(red2), Create(red3), Create(red4))
        self.play(Line(red1.get_top() + 0.2 * UP, red2.get_bottom() + 0.2 * DOWN).animate.rotate(TAU / 4), red3.animate.rotate(TAU / 4), red4.animate.rotate(TAU / 4))
        self.wait()
from manim import *


class BlueDotWithRedLines(Scene):
    def construct(self):
        dot = Dot(color=BLUE)
        red1 = Dot(color=RED).move_to(dot.get_center() + RIGHT * 1.5)
        red2 = Dot(color=RED).move_to(dot.get_center() + LEFT * 1.5)
        red3 = Dot(color=RED).move_to(dot.get_center() + UP * 1.5)
        red4 = Dot(color=RED).move_to(dot.get_center() + DOWN * 1.5)
        line1 = Line(dot.get_center(), red1.get_center(), color=RED)
        line2 = Line(dot.get_center(), red2.get_center(), color=RED)
        line3 = Line(dot.get_center(), red3.get_center(), color=RED)
        line4 = Line(dot.get_center(), red4.get_center(), color=RED)
        self.play(Create(dot))
        self.play(Create(red1), Create(red2), Create(red3), Create(red4))
        self.play(Create(line1), Create(line2), Create(line3), Create(line4))
        self.wait()
from manim import *

class BlueDotWithRedLines(Scene):
    def construct(self):
        dot = Dot(color=BLUE)
        self.play(Create(dot))
        red_dots = VGroup(
            Dot(color=RED).move_to(LEFT),
            Dot(color=RED).move_to(UP),
            Dot(color=RED).move_to(RIGHT),
            Dot(color=RED).move_to(DOWN)
        )
        for dot in red_dots:
            self.play(Create(dot))
        line1 = Line(dot.get_center(), red_dots[0].get_center(), color=RED)
        line2 = Line(dot.get_center(), red_dots[1].get_center(), color=RED)
        line3 = Line(dot.get_center(), red_dots[2].get_center(), color=RED)
        line4 = Line(dot.get_center(), red_dots[3].get_center(), color=RED)
        self.play(Create(line1), Create(line2), Create(line3), Create(line4))
        self.wait()
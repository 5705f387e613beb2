from manim import *

class BlueDotWithRedLines(Scene):
    def construct(self):
        dot = Dot(color=BLUE)
        self.play(Create(dot))
        red_dots = [Dot(color=RED) for _ in range(4)]
        for dot in red_dots:
            dot.move_to(dot.get_center() + RIGHT * 2)
        for i in range(4):
            line = Line(dot.get_center(), red_dots[i].get_center(), color=RED)
            self.play(Create(line))
        self.wait()
from manim import *


class BlueDotAroundRedDots(Scene):
    def construct(self):
        blue_dot = Dot(color=BLUE)
        red_dots = [
            Dot(color=RED).move_to(RIGHT * 2 * i + UP * 1.5) for i in range(4)
        ]
        for dot in red_dots:
            line = Line(blue_dot.get_center(), dot.get_center())
            self.play(Create(line))
        self.wait()
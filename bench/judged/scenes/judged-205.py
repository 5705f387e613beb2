from manim import *

class BlueRedCircleLine(Scene):
    def construct(self):
        blue_circle = Circle(radius=1, color=BLUE)
        blue_circle.to_corner(UL)
        red_circle = Circle(radius=1, color=RED)
        red_circle.to_corner(DR)
        line = Line(blue_circle.get_center(), red_circle.get_center(), color=WHITE)

        self.add(blue_circle, red_circle, line)
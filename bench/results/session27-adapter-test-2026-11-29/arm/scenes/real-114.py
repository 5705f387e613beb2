from manim import *

class RedBlueCircleLine(Scene):
    def construct(self):
        red_circle = Circle(color=RED)
        blue_circle = Circle(color=BLUE)
        line = Line(red_circle.get_center(), blue_circle.get_center(), color=GREEN)
        red_circle.to_corner(UL)
        blue_circle.to_corner(DR)
        self.add(red_circle, blue_circle, line)
        self.wait()
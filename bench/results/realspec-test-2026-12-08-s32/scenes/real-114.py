from manim import *

class RedBlueCircleLine(Scene):
    def construct(self):
        red_circle = Circle(color=RED, radius=1)
        blue_circle = Circle(color=BLUE, radius=1)
        red_circle.to_corner(UL)
        blue_circle.to_corner(DR)
        line = Line(red_circle.get_center(), blue_circle.get_center())
        self.play(Create(red_circle), Create(blue_circle), Create(line))
        self.wait()
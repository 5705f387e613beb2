from manim import *

class ConnectingCircles(Scene):
    def construct(self):
        red_circle = Circle(radius=1, color=RED).to_corner(UL)
        blue_circle = Circle(radius=1, color=BLUE).to_corner(DR)
        line = Line(red_circle.get_center(), blue_circle.get_center(), color=GREEN)
        self.play(Create(red_circle), Create(blue_circle), Create(line))
        self.wait()
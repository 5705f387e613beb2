from manim import *

class ConnectingCircles(Scene):
    def construct(self):
        red_circle = Circle(radius=1, color=RED).shift(LEFT * 2)
        red_circle.to_corner(UL)
        blue_circle = Circle(radius=1, color=BLUE).shift(RIGHT * 2)
        blue_circle.to_corner(DR)
        line = Line(red_circle.get_center(), blue_circle.get_center(), color=GREEN)
        self.play(Create(red_circle), Create(blue_circle), Create(line))
        self.wait()

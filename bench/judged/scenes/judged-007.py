from manim import *

class SemicircleWithVerticalLine(Scene):
    def construct(self):
        semicircle = Arc(start_angle=PI/2, angle=PI, color=ORANGE, fill_opacity=0.7)
        vertical_line = Line(start=semicircle.get_center(), end=semicircle.get_top(), color=WHITE)
        self.play(Create(semicircle))
        self.play(Create(vertical_line))
        self.wait()
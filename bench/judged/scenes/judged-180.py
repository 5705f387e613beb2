from manim import *

class PieChartPull(Scene):
    def construct(self):
        pie = PieChart(values=[1/3, 1/3, 1/3], colors=[RED, GREEN, BLUE], start_angle=PI/4)
        self.play(Create(pie))
        self.play(pie.slices[0].animate.rotate(0.1*PI))
        self.wait()
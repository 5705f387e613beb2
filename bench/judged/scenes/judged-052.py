from manim import *

class LineChartExample(Scene):
    def construct(self):
        ax = Axes(x_range=[0, 5, 1], y_range=[0, 6, 1]).add_coordinates()
        dot1 = Dot(ORIGIN + RIGHT * 1 + UP * 2)
        dot2 = Dot(ORIGIN + RIGHT * 2 + UP * 4)
        dot3 = Dot(ORIGIN + RIGHT * 3 + UP * 3)
        dot4 = Dot(ORIGIN + RIGHT * 4 + UP * 5)

        line1 = Line(dot1.get_center(), dot2.get_center(), color=BLUE)
        line2 = Line(dot2.get_center(), dot3.get_center(), color=GREEN)
        line3 = Line(dot3.get_center(), dot4.get_center(), color=RED)

        self.add(ax, dot1, dot2, dot3, dot4, line1, line2, line3)
from manim import *

class BarChartsExample(Scene):
    def construct(self):
        chart1 = BarChart(values=[10, 9, 8], y_range=[0, 10, 1], x_length=2.0, y_length=1.0)
        chart2 = BarChart(values=[15, 14, 13], y_range=[0, 15, 1], x_length=2.0, y_length=1.0)

        chart1.move_to(RIGHT * 2)
        chart2.move_to(RIGHT)
        chart1.next_to(chart2, RIGHT)

        self.play(LaggedStart(*[FadeIn(c) for c in [chart1, chart2]]))
        self.wait()

        text1 = Text("2023", color=BLUE)
        text2 = Text("2024", color=BLUE)

        text1.move_to(chart2)
        text2.move_to(chart1)

        self.play(LaggedStart(*[FadeIn(t) for t in [text1, text2]]))
        self.wait()
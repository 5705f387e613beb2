from manim import *

class FruitChartScene(Scene):
    def construct(self):
        fruits = ["Apples", "Bananas", "Cherries"]
        values = [4, 7, 2]

        chart = BarChart(
            values,
            bar_names=fruits,
            y_range=[0, 10, 1],
            x_length=10,
            y_length=4,
        )
        self.play(Create(chart))
        self.wait()
        self.play(Write(Text("Count").next_to(chart, DOWN)))
from manim import *

class ThreeFruitChart(Scene):
    def construct(self):
        chart = BarChart(
            values=[4, 7, 2],
            bar_names=["Apples", "Bananas", "Cherries"],
            y_range=[0, 10, 2],
            x_length=8,
            y_length=4,
        )
        self.play(Create(chart))
        self.wait()
        self.play(Write(Text("Count").next_to(chart, LEFT)))
        self.wait()
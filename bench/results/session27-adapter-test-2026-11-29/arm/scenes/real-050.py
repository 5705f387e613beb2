from manim import *

class DrawBarsWithColors(Scene):
    def construct(self):
        values = [1, 2, 3, 4, 5]
        bar_names = [f"Bar {i+1}" for i in range(5)]
        chart = BarChart(
            values,
            bar_names,
            y_range=[0, 6, 2],
            y_length=4.5,
            x_length=5,
            bar_colors=[BLUE, GREEN, YELLOW, PURPLE, RED],
        ).shift(DOWN * 0.5)
        title = Text("Five Bars", font_size=36).next_to(chart, UP)
        self.play(Create(chart), Write(title))
        middle_bar = chart.bars[2]
        self.play(middle_bar.animate.set_color(ORANGE))
        self.wait()
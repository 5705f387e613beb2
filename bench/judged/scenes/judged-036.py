from manim import *

class NumberLineWithFractions(Scene):
    def construct(self):
        ax = Axes(x_range=[0, 1, 0.05], y_range=[-0.2, 0.6, 0.1], x_length=3, y_length=2)
        ax.add_coordinates()

        # Mark 1/4, 1/2 and 3/4 with small vertical ticks and labels as fractions
        frac1 = ax.get_vertical_line(ax.coords_to_point(1/4, 0), line_config={"dashed_ratio": 0.85})

        frac2 = ax.get_vertical_line(ax.coords_to_point(1/2, 0), line_config={"dashed_ratio": 0.85})

        frac3 = ax.get_vertical_line(ax.coords_to_point(3/4, 0), line_config={"dashed_ratio": 0.85})

        # Arrange the ticks and labels
        ticks = VGroup(frac1, frac2, frac3)
        ticks.arrange(RIGHT, buff=0.5)

        self.add(ax, ticks)
"""real-109 (motion): A small blue car, drawn as a rectangle, drives along a wavy curve from the left edge of the screen to the right edge."""

from manim import *


class Main(Scene):
    def construct(self):
        road = FunctionGraph(lambda x: 0.8 * np.sin(1.2 * x), x_range=[-6.5, 6.5], color=GREY)
        car = Rectangle(width=0.8, height=0.4, color=BLUE, fill_opacity=1).move_to(road.get_start())
        self.play(Create(road))
        self.play(FadeIn(car))
        self.play(MoveAlongPath(car, road), run_time=4, rate_func=linear)
        self.wait(0.5)

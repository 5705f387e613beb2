from manim import *


class SwapTriangles(Scene):
    def construct(self):
        triangle_green = Triangle(color=GREEN, fill_opacity=0.6)
        triangle_orange = Circle(color=ORANGE, fill_opacity=0.6)
        triangle_green.move_to(RIGHT * 2 + DOWN * 2)
        triangle_orange.move_to(LEFT * 2 + UP * 2)
        self.play(FadeIn(triangle_green, shift=DOWN * 2), run_time=1)
        self.play(FadeIn(triangle_orange, shift=LEFT * 2), run_time=1)
        self.play(triangle_green.animate.shift(LEFT * 2), triangle_orange.animate.shift(RIGHT * 2), run_time=1)
        self.wait()
from manim import *


class GreenTriangleTurnsRed(Scene):
    def construct(self):
        triangle = Triangle(color=GREEN, fill_opacity=1)
        triangle.move_to(LEFT * 2 + DOWN * 2)
        self.play(FadeIn(triangle))
        self.play(triangle.animate.move_to(RIGHT * 2 + UP * 2))
        self.play(triangle.animate.set_color(RED))
        self.wait()
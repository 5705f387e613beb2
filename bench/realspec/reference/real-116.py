"""real-116 (regions): Write a title "Vectors" at the top, draw a small number plane in the lower left quarter of the screen, and put a legend "v = (1, 2)" in the lower right quarter."""

from manim import *


class Main(Scene):
    def construct(self):
        title = Text("Vectors").to_edge(UP)
        plane = NumberPlane(x_range=[-3, 3], y_range=[-3, 3], x_length=4.5, y_length=4.5).to_corner(DL, buff=0.4)
        legend = MathTex("v = (1, 2)").move_to(RIGHT * 3.5 + DOWN * 2)
        self.play(Write(title))
        self.play(Create(plane))
        self.play(Write(legend))
        self.wait(0.5)

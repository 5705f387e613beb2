from manim import *


class Vectors(Scene):
    def construct(self):
        title = Text("Vectors", font_size=56).to_edge(UP)
        plane = NumberPlane(x_range=[-5, 5], y_range=[-5, 5], x_length=4, y_length=4, axis_config={"color": GREY})
        plane.to_corner(DL)
        legend = Text(r"$v = (1, 2)$", font_size=32).move_to(RIGHT * 4 + DOWN * 4)
        legend.shift(0.45 * UP)
        self.play(Write(title))
        self.play(Create(plane))
        self.play(Write(legend))
        self.wait()

from manim import *

class Vectors(Scene):
    def construct(self):
        title = Text("Vectors", font_size=56).to_edge(UP)
        plane = NumberPlane(x_range=[-2, 2, 0.5], y_range=[-2, 2, 0.5], axis_config={"color": WHITE})
        plane.to_corner(DL)
        legend = Tex(r"v = (1, 2)", font_size=24).next_to(plane, RIGHT, buff=1)
        legend.to_corner(DR)
        self.play(Write(title))
        self.play(Create(plane))
        self.play(Write(legend))
        self.wait()

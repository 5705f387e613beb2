from manim import *

class Vectors(Scene):
    def construct(self):
        title = Text("Vectors", font_size=56).to_edge(UP)
        plane = NumberPlane(
            x_range=[-2, 2, 1],
            y_range=[-2, 2, 1],
            axis_config={"color": GREY},
        ).to_edge(LEFT, buff=1.5)
        plane.to_corner(DL)
        legend = Text("v = (1, 2)", font_size=32).next_to(plane, RIGHT, buff=1.5)
        legend.to_corner(DR)
        self.play(Write(title))
        self.play(Create(plane))
        self.play(Write(legend))
        self.wait()

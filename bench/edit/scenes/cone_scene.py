from manim import *


class Main(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=75 * DEGREES, theta=-60 * DEGREES)
        cone = Cone(base_radius=1, height=2, fill_color=ORANGE, fill_opacity=0.8).shift(LEFT * 2)
        cylinder = Cylinder(radius=0.7, height=2, fill_color=GREEN, fill_opacity=0.8)
        cylinder.shift(RIGHT * 2)
        self.play(FadeIn(cone), FadeIn(cylinder))
        self.wait(2)

"""spec-059 (3d): Draw 3D axes and a cone on them."""

from manim import *


class Main(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=-45 * DEGREES)
        axes = ThreeDAxes(x_range=[-3, 3], y_range=[-3, 3], z_range=[-2, 2])
        cone = Cone(base_radius=1, height=2)
        self.play(Create(axes))
        self.play(Create(cone))
        self.wait(0.5)

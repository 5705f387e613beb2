"""spec-061 (3d): Show a cylinder and a sphere side by side in 3D."""

from manim import *


class Main(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=-90 * DEGREES)
        cyl = Cylinder(radius=0.8, height=2, resolution=(12, 12)).shift(LEFT * 2)
        sph = Sphere(radius=1, resolution=(12, 12)).shift(RIGHT * 1.2)
        self.play(Create(cyl), Create(sph))
        self.wait(0.5)

"""spec-063 (3d): Show a torus and then move the camera to look at it from above."""

from manim import *


class Main(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=75 * DEGREES, theta=-45 * DEGREES)
        torus = Torus(major_radius=2, minor_radius=0.5, resolution=(12, 12))
        self.play(Create(torus))
        self.move_camera(phi=0, theta=-90 * DEGREES, run_time=1.5)
        self.wait(0.5)

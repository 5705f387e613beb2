"""spec-058 (3d): Show a blue sphere in 3D with the camera rotating around it."""

from manim import *


class Main(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=-45 * DEGREES)
        sphere = Sphere(radius=1.5, resolution=(12, 12)).set_color(BLUE)
        self.play(Create(sphere))
        self.begin_ambient_camera_rotation(rate=0.6)
        self.wait(1.5)
        self.stop_ambient_camera_rotation()

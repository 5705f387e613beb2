"""real-065 (3d): Show 3D axes with a red sphere sitting at the origin, and slowly rotate the camera around the scene."""

from manim import *


class Main(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=-45 * DEGREES)
        axes = ThreeDAxes(x_range=[-3, 3], y_range=[-3, 3], z_range=[-2, 2])
        sphere = Sphere(radius=0.8, resolution=(12, 12)).set_color(RED)
        self.play(Create(axes))
        self.play(FadeIn(sphere))
        self.begin_ambient_camera_rotation(rate=0.6)
        self.wait(2)
        self.stop_ambient_camera_rotation()

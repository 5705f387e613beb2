from manim import *


class Main(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=65 * DEGREES, theta=30 * DEGREES)
        axes = ThreeDAxes(x_range=[-3, 3], y_range=[-3, 3], z_range=[-3, 3])
        sphere = Sphere(radius=1, resolution=(12, 12)).set_color(RED)
        self.play(Create(axes))
        self.play(FadeIn(sphere))
        self.wait()

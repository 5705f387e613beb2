from manim import *

class AxesAndSphere(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=PI / 4, theta=PI / 4)
        axes = ThreeDAxes()
        self.add(axes)
        sphere = Sphere(center=(0, 0, 2), radius=1, resolution=(20, 20))
        sphere.set_color(GREEN)
        self.add(sphere)
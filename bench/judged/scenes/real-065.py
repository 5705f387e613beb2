from manim import *

class ExampleScene(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=PI / 6, theta=PI / 6)
        axes = ThreeDAxes(x_range=[-3, 3, 1], y_range=[-3, 3, 1], z_range=[-2, 2, 1])
        sphere = Sphere(center=(0, 0, 0), radius=1, resolution=(20, 20))
        sphere.set_color(RED)
        self.add(axes)
        self.add(sphere)
        self.begin_ambient_camera_rotation(rate=0.3)
        self.wait(2)
        self.stop_ambient_camera_rotation()
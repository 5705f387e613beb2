from manim import *

class AxesAndRedSphere(ThreeDScene):
    def construct(self):
        axes = ThreeDAxes(x_range=[-5, 5, 1], y_range=[-5, 5, 1], z_range=[-5, 5, 1])
        sphere = Sphere(radius=1, resolution=(16, 16)).set_color(RED)
        self.play(Create(axes))
        self.play(Create(sphere))
        self.set_camera_orientation(phi=70 * DEGREES, theta=-45 * DEGREES)
        self.play(Rotate(sphere, angle=PI, axis=RIGHT, about_point=ORIGIN))
        self.wait(5)
        self.stop_ambient_camera_rotation()
from manim import *


class ThreeDCamera(ThreeDScene):
    """3D axes with a sphere, the camera set at an angle and then moved (move_camera) around the scene, with slow ambient rotation."""

    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=30 * DEGREES)
        axes = ThreeDAxes(x_range=[-3, 3, 1], y_range=[-3, 3, 1], z_range=[-2, 2, 1])
        sphere = Sphere(radius=1, resolution=(16, 16)).set_color(BLUE)
        self.play(Create(axes))
        self.play(FadeIn(sphere))
        self.move_camera(phi=45 * DEGREES, theta=120 * DEGREES, run_time=2)
        self.begin_ambient_camera_rotation(rate=0.3)
        self.wait(2)
        self.stop_ambient_camera_rotation()

from manim import *

class RedCubeGreenSphere(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=30 * DEGREES)
        axes = ThreeDAxes(x_range=[-3, 3, 1], y_range=[-3, 3, 1], z_range=[-2, 2, 1])
        sphere = Sphere(radius=1, resolution=(16, 16)).set_color(RED)
        cube = Cube(side_length=1.5, fill_color=GREEN, fill_opacity=0.8)
        self.play(Create(axes))
        self.play(FadeIn(sphere), FadeIn(cube))
        self.move_camera(phi=45 * DEGREES, theta=120 * DEGREES, run_time=2)
        self.begin_ambient_camera_rotation(rate=0.3)
        self.wait(2)
        self.stop_ambient_camera_rotation()
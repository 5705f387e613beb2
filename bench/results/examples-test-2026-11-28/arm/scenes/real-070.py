from manim import *

class ThreeDThreeSpheres(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=30 * DEGREES)
        axes = ThreeDAxes(x_range=[-5, 5, 1], y_range=[-3, 3, 1], z_range=[-2, 2, 1], x_length=10.5, y_length=10.5, z_length=6.5)
        sphere1 = Sphere(radius=1, resolution=(16, 16)).set_color(RED)
        sphere2 = Sphere(radius=1, resolution=(16, 16)).set_color(GREEN)
        sphere3 = Sphere(radius=1, resolution=(16, 16)).set_color(BLUE)
        VGroup(sphere1, sphere2, sphere3).arrange(RIGHT, buff=0.5)
        self.play(Create(axes))
        self.play(FadeIn(sphere1))
        self.play(FadeIn(sphere2))
        self.play(FadeIn(sphere3))
        self.move_camera(phi=45 * DEGREES, theta=120 * DEGREES, run_time=2)
        self.begin_ambient_camera_rotation(rate=0.3)
        self.wait(2)
        self.stop_ambient_camera_rotation()
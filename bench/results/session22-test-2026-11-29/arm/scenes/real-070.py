from manim import *

class ThreeDSpheres(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=30 * DEGREES)
        axes = ThreeDAxes(x_range=[-3, 3, 1], y_range=[-3, 3, 1], z_range=[-2, 2, 1])
        red_sphere = Sphere(radius=1, resolution=(16, 16)).set_color(RED)
        green_sphere = Sphere(radius=1, resolution=(16, 16)).set_color(GREEN)
        blue_sphere = Sphere(radius=1, resolution=(16, 16)).set_color(BLUE)
        self.play(Create(axes))
        self.play(FadeIn(red_sphere))
        self.play(FadeIn(green_sphere))
        self.play(FadeIn(blue_sphere))
        self.move_camera(phi=45 * DEGREES, theta=120 * DEGREES, run_time=2)
        self.begin_ambient_camera_rotation(rate=0.3)
        self.wait(2)
        self.stop_ambient_camera_rotation()
from manim import *

class ThreeSpheres(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=-45 * DEGREES)
        axes = ThreeDAxes(
            x_range=[-3, 3, 1],
            y_range=[-3, 3, 1],
            z_range=[-3, 3, 1],
            x_length=6,
            y_length=6,
            z_length=6,
        )
        # three spheres of different colours
        sphere_red = Sphere(radius=1, fill_color=RED, fill_opacity=0.8)
        sphere_green = Sphere(radius=1, fill_color=GREEN, fill_opacity=0.8)
        sphere_blue = Sphere(radius=1, fill_color=BLUE, fill_opacity=0.8)
        sphere_red.move_to(axes.c2p(-2, 0, 0))
        sphere_green.move_to(axes.c2p(0, 0, 0))
        sphere_blue.move_to(axes.c2p(2, 0, 0))
        self.play(Create(axes))
        self.play(LaggedStart(Create(sphere_red), Create(sphere_green), Create(sphere_blue), lag_ratio=1))
        # camera slowly turns
        self.begin_ambient_camera_rotation(rate=0.2)
        self.wait(3)
        self.stop_ambient_camera_rotation()
from manim import *

class TorusSpin(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=-45 * DEGREES)
        axes = ThreeDAxes(
            x_range=[-5, 5, 1],
            y_range=[-5, 5, 1],
            z_range=[-5, 5, 1],
            x_length=10,
            y_length=10,
            z_length=10,
        )
        # create a torus with radius 2 and tube radius 1
        torus = Torus(major_radius=2, minor_radius=1, color=BLUE)
        self.play(Create(axes))
        self.play(Create(torus), run_time=4, rate_func=linear)
        self.wait(2)
from manim import *


class ParaboloidSideView(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=60 * DEGREES, theta=-60 * DEGREES)
        axes = ThreeDAxes(x_range=[-3, 3, 1], y_range=[-3, 3, 1], z_range=[-1, 1, 1])
        paraboloid = Surface(
            lambda u, v: axes.c2p(u, v, u**2 + v**2),
            u_range=[-3, 3],
            v_range=[-3, 3],
            resolution=(16, 16),
        )
        paraboloid.set_fill_by_checkerboard(BLUE, TEAL, opacity=0.7)
        self.add(axes)
        self.play(Create(paraboloid), run_time=2)
        self.wait()
from manim import *


class SurfacePlot(ThreeDScene):
    """A 3D surface z = sin(x) cos(y) plotted on three-dimensional axes, with a checkerboard colour and the camera tilted."""

    def construct(self):
        self.set_camera_orientation(phi=60 * DEGREES, theta=-60 * DEGREES)
        axes = ThreeDAxes(x_range=[-3, 3, 1], y_range=[-3, 3, 1], z_range=[-1, 1, 1])
        surface = Surface(
            lambda u, v: axes.c2p(u, v, np.sin(u) * np.cos(v)),
            u_range=[-3, 3],
            v_range=[-3, 3],
            resolution=(16, 16),
        )
        surface.set_fill_by_checkerboard(BLUE, TEAL, opacity=0.7)
        self.add(axes)
        self.play(Create(surface), run_time=2)
        self.wait()

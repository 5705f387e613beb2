"""real-067 (3d): Plot the surface z = sin(x) cos(y) over 3D axes, colour it with a blue to green gradient, and let the camera circle around it."""

from manim import *


class Main(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=65 * DEGREES, theta=-50 * DEGREES)
        axes = ThreeDAxes(x_range=[-3, 3], y_range=[-3, 3], z_range=[-2, 2])
        surface = Surface(
            lambda u, v: axes.c2p(u, v, np.sin(u) * np.cos(v)),
            u_range=[-3, 3], v_range=[-3, 3], resolution=(16, 16),
        )
        surface.set_fill_by_value(axes=axes, colorscale=[(BLUE, -1), (GREEN, 1)], axis=2)
        self.play(Create(axes))
        self.play(Create(surface))
        self.begin_ambient_camera_rotation(rate=0.5)
        self.wait(2)

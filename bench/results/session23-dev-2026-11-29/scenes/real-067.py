from manim import *

class SurfacePlotGradient(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=60 * DEGREES, theta=-60 * DEGREES)
        axes = ThreeDAxes(x_range=[-3, 3, 1], y_range=[-3, 3, 1], z_range=[-1, 1, 1])
        surface = Surface(
            lambda u, v: axes.c2p(u, v, np.sin(u) * np.cos(v)),
            u_range=[-3, 3],
            v_range=[-3, 3],
            resolution=(16, 16),
        )
        self.add(axes)
        self.play(Create(surface), run_time=2)
        self.wait()
        self.begin_ambient_camera_rotation(rate=0.4)
        self.wait(5)
        self.stop_ambient_camera_rotation()

from manim import *


class ThreeDHelix(ThreeDScene):
    """A yellow helix (a spring-shaped 3D curve) winding three times around the vertical axis is drawn on 3D axes while the camera slowly turns around the scene (ParametricFunction with a 3D point, axes.c2p, begin_ambient_camera_rotation)."""

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
        # x and y go round a circle of radius 1.8 while z rises steadily: three turns
        helix = ParametricFunction(
            lambda t: axes.c2p(1.8 * np.cos(t), 1.8 * np.sin(t), 0.25 * (t - 3 * PI)),
            t_range=[0, 6 * PI],
            color=YELLOW,
            stroke_width=4,
        )
        self.play(Create(axes))
        self.begin_ambient_camera_rotation(rate=0.2)
        self.play(Create(helix), run_time=4, rate_func=linear)
        self.wait(2)
        self.stop_ambient_camera_rotation()

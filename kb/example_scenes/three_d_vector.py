from manim import *


class ThreeDVector(ThreeDScene):
    """A vector in 3D: three-dimensional axes seen from a tilted camera, a green arrow from the origin to the point (1, 2, 2) with a small white dot at its tip, and dashed lines dropping from the tip to the floor."""

    def construct(self):
        self.set_camera_orientation(phi=65 * DEGREES, theta=-45 * DEGREES)
        axes = ThreeDAxes(x_range=[-3, 3], y_range=[-3, 3], z_range=[-3, 3])
        tip = axes.c2p(1, 2, 2)
        arrow = Arrow3D(axes.c2p(0, 0, 0), tip, color=GREEN)
        dot = Dot3D(tip, radius=0.08, color=WHITE)
        foot = axes.c2p(1, 2, 0)
        drop = DashedLine(tip, foot, color=GREY)
        floor_lines = VGroup(
            DashedLine(axes.c2p(1, 0, 0), foot, color=GREY),
            DashedLine(axes.c2p(0, 2, 0), foot, color=GREY),
        )
        self.play(Create(axes))
        self.play(Create(arrow))
        self.play(FadeIn(dot), Create(drop), Create(floor_lines))
        self.wait()

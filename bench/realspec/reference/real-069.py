"""real-069 (3d): Draw a 3D coordinate system with a green arrow from the origin to the point (2, 1, 2) and a small white dot at its tip, seen from a tilted camera."""

from manim import *


class Main(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=65 * DEGREES, theta=-40 * DEGREES)
        axes = ThreeDAxes(x_range=[-3, 3], y_range=[-3, 3], z_range=[-3, 3])
        tip = axes.c2p(2, 1, 2)
        arrow = Arrow3D(axes.c2p(0, 0, 0), tip, color=GREEN)
        dot = Dot3D(tip, color=WHITE, radius=0.08)
        self.play(Create(axes))
        self.play(Create(arrow))
        self.play(FadeIn(dot))
        self.wait(0.5)

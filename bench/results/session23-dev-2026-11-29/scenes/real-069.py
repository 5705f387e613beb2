from manim import *

class CoordinateSystem(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=65 * DEGREES, theta=-45 * DEGREES)
        axes = ThreeDAxes(x_range=[-3, 3], y_range=[-3, 3], z_range=[-3, 3])
        tip = axes.c2p(2, 1, 2)
        arrow = Arrow3D(axes.c2p(0, 0, 0), tip, color=GREEN)
        dot = Dot3D(tip, radius=0.08, color=WHITE)
        self.play(Create(axes))
        self.play(FadeIn(arrow), Create(dot))
        self.wait()
from manim import *

class YellowSphereRedArrow(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=65 * DEGREES, theta=-45 * DEGREES)
        axes = ThreeDAxes(x_range=[-3, 3], y_range=[-3, 3], z_range=[-3, 3])
        sphere = Sphere(radius=1, color=YELLOW)
        arrow = Arrow(axes.c2p(0, 0, 0), axes.c2p(2, 2, 2), buff=0, color=RED)
        self.play(Create(axes))
        self.play(Create(sphere))
        self.play(GrowArrow(arrow))
        self.wait()
"""spec-062 (3d): Show a 3D surface plot of z = x^2 + y^2 on 3D axes."""

from manim import *


class Main(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=65 * DEGREES, theta=-45 * DEGREES)
        axes = ThreeDAxes(x_range=[-2, 2], y_range=[-2, 2], z_range=[0, 8], z_length=4)
        surf = axes.plot_surface(lambda x, y: x**2 + y**2, u_range=[-1.5, 1.5], v_range=[-1.5, 1.5], resolution=(10, 10))
        self.play(Create(axes))
        self.play(Create(surf))
        self.wait(0.5)

"""real-068 (3d): In 3D, show a cylinder standing upright, then rotate it 90 degrees about the x-axis so that it lies on its side, and zoom the camera in."""

from manim import *


class Main(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=-45 * DEGREES)
        cyl = Cylinder(radius=0.7, height=2.5, direction=OUT, resolution=(12, 12)).set_color(TEAL)
        self.play(FadeIn(cyl))
        self.wait(0.5)
        self.play(Rotate(cyl, angle=PI / 2, axis=RIGHT))
        self.move_camera(zoom=1.6, run_time=1.5)
        self.wait(0.5)

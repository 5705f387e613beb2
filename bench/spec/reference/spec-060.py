"""spec-060 (3d): A red cube rotates 90 degrees in 3D."""

from manim import *


class Main(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=-45 * DEGREES)
        cube = Cube(side_length=2, fill_color=RED, fill_opacity=0.8)
        self.play(Create(cube))
        self.play(Rotate(cube, angle=PI / 2, axis=UP))
        self.wait(0.5)

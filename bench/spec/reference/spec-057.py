"""spec-057 (3d): Show a 3D cube."""

from manim import *


class Main(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=-45 * DEGREES)
        cube = Cube(side_length=2, fill_opacity=0.7)
        self.play(Create(cube))
        self.wait(0.5)

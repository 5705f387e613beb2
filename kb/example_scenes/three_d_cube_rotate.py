from manim import *


class RotatingCube(ThreeDScene):
    """A 3D cube in a ThreeDScene that rotates about the vertical axis while the camera looks from above at an angle."""

    def construct(self):
        self.set_camera_orientation(phi=65 * DEGREES, theta=-45 * DEGREES)
        cube = Cube(side_length=2, fill_opacity=0.7, fill_color=ORANGE)
        self.play(Create(cube))
        self.play(Rotate(cube, angle=PI / 2, axis=OUT), run_time=2)
        self.play(Rotate(cube, angle=PI / 2, axis=RIGHT), run_time=2)
        self.wait()

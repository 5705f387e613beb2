from manim import *

class RotatingCube(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=65 * DEGREES, theta=-45 * DEGREES)
        cube = Cube(side_length=2, fill_opacity=0.7, fill_color=RED)
        self.add(cube)
        self.play(Rotate(cube, angle=PI, axis=OUT), run_time=2)
        self.play(Rotate(cube, angle=PI, axis=RIGHT), run_time=2)
        self.wait()
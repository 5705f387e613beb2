from manim import *

class GreenCubeExample(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=75*DEGREES, theta=-45*DEGREES)

        axes = ThreeDAxes()
        cube = Cube(side_length=3, fill_opacity=0.7, fill_color=GREEN)
        self.add(cube)
        self.play(Rotate(cube, angle=PI / 2, axis=OUT), run_time=2)
        self.play(Rotate(cube, angle=PI / 2, axis=RIGHT), run_time=2)
        self.wait()
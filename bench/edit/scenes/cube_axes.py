from manim import *


class Main(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=-45 * DEGREES)
        axes = ThreeDAxes(x_range=[-3, 3], y_range=[-3, 3], z_range=[-2, 2])
        cube = Cube(side_length=2, fill_color=BLUE, fill_opacity=0.7)
        self.play(Create(axes))
        self.play(Create(cube))
        self.wait()

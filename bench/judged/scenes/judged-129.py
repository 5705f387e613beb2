from manim import *

class RotatingCube(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=75*DEGREES, theta=-45*DEGREES)

        axes = ThreeDAxes(x_range=(-6, 6, 1), y_range=(-5, 5, 1), z_range=(-4, 4, 1), x_length=10.5, y_length=10.5, z_length=6.5, z_axis_config=None, z_normal=DOWN, num_axis_pieces=20, light_source=np.array([-7.0, -9.0, 10.0]), depth=None, gloss=0.5)
        self.play(Create(axes))
        cube = Cube(side_length=3, fill_opacity=0.7, fill_color=BLUE)
        self.play(Create(cube))
        self.play(Rotate(cube, angle=PI / 2, axis=OUT), run_time=2)
        self.play(Rotate(cube, angle=PI / 2, axis=RIGHT), run_time=2)
        self.wait()
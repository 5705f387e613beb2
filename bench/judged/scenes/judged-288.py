from manim import *

class AxesAndShapes(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=65 * DEGREES, theta=-90 * DEGREES)
        axes = ThreeDAxes(
            x_range=[-5, 5, 1],
            y_range=[-3, 3, 1],
            z_range=[-2, 2, 1],
            x_length=10,
            y_length=6,
            z_length=4,
        )
        cube = Cube(side_length=1.5, fill_color=BLUE, fill_opacity=0.8)
        cube.move_to(axes.c2p(0, 0, 0))  # resting on the floor of the axes
        sphere = Sphere(radius=0.9, resolution=(20, 20)).set_color(RED)
        sphere.move_to(axes.c2p(0, 0, 2))  # above the floor of the axes
        self.play(Create(axes))
        self.play(FadeIn(cube), FadeIn(sphere))
        self.play(Rotate(cube, angle=PI / 2, axis=OUT), run_time=2)
        self.wait()
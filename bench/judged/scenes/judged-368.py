from manim import *

class RedCubeAboveBlue(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=75*DEGREES, theta=-45*DEGREES)

        axes = ThreeDAxes(
            x_range=[-5, 5, 1],
            y_range=[-3, 3, 1],
            z_range=[-2, 2, 1],
            x_length=10,
            y_length=6,
            z_length=4,
        )

        cube = Cube(side_length=1.5, fill_color=BLUE, fill_opacity=0.8)
        cube.move_to(axes.c2p(-2.5, 0, 0.75))  # resting on the floor of the axes
        sphere = Sphere(radius=0.9, resolution=(20, 20)).set_color(RED)
        sphere.next_to(cube, RIGHT)  # place the sphere next to the blue cube
        self.play(Create(axes))
        self.play(FadeIn(cube), FadeIn(sphere))
        # move the sphere on top of the cube
        self.play(sphere.animate.move_to(axes.c2p(2.5, 0, 1.5)))
        self.wait()
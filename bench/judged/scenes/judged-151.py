from manim import *

class BlueCubeAndRedSphere(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=75*DEGREES, theta=-45*DEGREES)

        axes = ThreeDAxes()
        cube = Cube(side_length=3, fill_opacity=0.7, fill_color=BLUE)
        sphere = Sphere(radius=1, fill_color=RED)
        self.add(cube, sphere)
        self.play(Rotate(cube, angle=PI/2, axis=RIGHT))
        self.play(Rotate(sphere, angle=PI/2, axis=UP))
        self.wait()
from manim import *

class RedCubeBlueSphere(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=75*DEGREES, theta=-45*DEGREES)

        axes = ThreeDAxes()
        cube = Cube(side_length=3, fill_color=RED, fill_opacity=0.7)
        sphere = Sphere(radius=3, fill_color=BLUE, fill_opacity=0.7)
        cube.next_to(sphere, LEFT)
        self.add(cube, sphere)

        # spinning slowly
        self.play(Rotate(cube, angle=PI/4, axis=RIGHT, about_point=ORIGIN), 
                  Rotate(sphere, angle=PI/4, axis=RIGHT, about_point=ORIGIN))
        self.wait(3)

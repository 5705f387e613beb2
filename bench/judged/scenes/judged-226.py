from manim import *

class RedSphereAboveBlueCube(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=75 * DEGREES, theta=-60 * DEGREES)
        cube = Cube(side_length=1.5, fill_color=BLUE, fill_opacity=0.8)
        sphere = Sphere(radius=0.9, fill_color=RED, checkerboard_colors=False, fill_opacity=1)
        # the cube's bottom face lies on the sphere's top face
        cube.move_to(sphere.get_center() + OUT * (sphere.depth / 2 + cube.depth / 2))
        self.play(Create(sphere))
        self.play(FadeIn(cube, shift=IN))
        self.move_camera(theta=-30 * DEGREES, run_time=2)
        self.wait()
from manim import *

class BlueSphereRedCone(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=30 * DEGREES)
        axes = ThreeDAxes(x_range=[-5, 5, 1], y_range=[-3, 3, 1], z_range=[-2, 2, 1], x_length=10, y_length=6, z_length=4)
        sphere = Sphere(radius=1.5, fill_color=BLUE, checkerboard_colors=False, fill_opacity=0.8)
        sphere.move_to(axes.c2p(-2.5, 0, 0.75))  # resting on the floor of the axes
        cone = Cone(base_radius=1, height=2, resolution=(20, 20)).set_color(RED)
        cone.move_to(axes.c2p(2.5, 0, 1.75))  # resting on the floor of the axes
        self.play(Create(axes))
        self.play(FadeIn(sphere), FadeIn(cone))
        self.wait()
from manim import *

class GreenCylinderYellowCone(ThreeDScene):
    def construct(self):
        axes = ThreeDAxes()
        cylinder = Cylinder(radius=2, height=3, fill_color=GREEN, checkerboard_colors=False)
        cone = Cone(base_radius=1, height=2, fill_color=YELLOW, checkerboard_colors=False)
        self.set_camera_orientation(phi=70 * DEGREES, theta=-30 * DEGREES)
        self.add(axes, cylinder, cone)
        self.play(Rotate(cylinder, angle=PI / 4, axis=RIGHT, about_point=ORIGIN))
        self.play(Rotate(cone, angle=PI / 4, axis=RIGHT, about_point=ORIGIN))
        self.wait()
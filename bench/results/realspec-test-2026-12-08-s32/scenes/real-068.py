from manim import *

class RotatingCylinder(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=65 * DEGREES, theta=-45 * DEGREES)
        cylinder = Cylinder(radius=2, height=3)
        self.play(Create(cylinder))
        self.play(Rotate(cylinder, angle=PI / 2, axis=X_AXIS), run_time=2)
        self.play(Rotate(cylinder, angle=PI / 2, axis=Y_AXIS), run_time=2)
        self.wait()
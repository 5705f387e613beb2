from manim import *

class ConeCylinderSphere(ThreeDScene):
    def construct(self):
        axes = ThreeDAxes()
        cone = Cone(base_radius=2, height=3, resolution=(20, 20))
        cylinder = Cylinder(radius=2, height=3, resolution=(20, 20))
        sphere = Sphere(radius=2, resolution=(20, 20))
        self.set_camera_orientation(phi=75 * DEGREES, theta=30 * DEGREES)
        self.add(axes, cone, cylinder, sphere)
        self.play(Write(cone), Write(cylinder), Write(sphere))
        self.wait()
        self.play(Write(cone), Write(cylinder), Write(sphere), Rotate(cone, angle=PI / 4, axis=RIGHT), Rotate(cylinder, angle=PI / 4, axis=UP), Rotate(sphere, angle=PI / 4, axis=OUT))
        self.wait()
from manim import *

class S(ThreeDScene):
    def construct(self):
        axes = ThreeDAxes()
        self.set_camera_orientation(phi=70 * DEGREES, theta=30 * DEGREES)
        sphere = Sphere(radius=1, resolution=(20, 20)).set_color(RED)
        self.play(Create(axes), Create(sphere))
        self.begin_ambient_camera_rotation(rate=0.4)
        self.wait(4)
"""real-070 (3d): Show three spheres of different colours, red, green and blue, in a row in 3D space, and have them appear one by one while the camera slowly turns."""

from manim import *


class Main(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=-60 * DEGREES)
        spheres = [Sphere(radius=0.6, resolution=(10, 10)).set_color(c).shift(RIGHT * x)
                   for c, x in ((RED, -2.2), (GREEN, 0), (BLUE, 2.2))]
        self.begin_ambient_camera_rotation(rate=0.3)
        for s in spheres:
            self.play(FadeIn(s))
        self.wait(1)

from manim import *

class ThreeSpheres(ThreeDScene):
    def construct(self):
        colors = [RED, GREEN, BLUE]
        for i, color in enumerate(colors):
            sphere = Sphere(radius=1, color=color)
            self.play(Create(sphere))
            self.wait()
            self.set_camera_orientation(phi=i * PI / 3, theta=i * PI / 2)
"""real-072 (3d): Show a torus in 3D that spins around its vertical axis for a few seconds while the camera stays still."""

from manim import *


class Main(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=60 * DEGREES, theta=-45 * DEGREES)
        torus = Torus(major_radius=2, minor_radius=0.5, resolution=(16, 8)).set_color(ORANGE)
        self.play(FadeIn(torus))
        self.play(Rotate(torus, angle=TAU, axis=OUT), run_time=3, rate_func=linear)
        self.wait(0.5)

from manim import *

class TorusSpin(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=-45 * DEGREES)
        torus = Torus(major_radius=1, color=ORANGE)
        self.play(Create(torus))
        self.play(Rotate(torus, angle=PI / 2, axis=OUT), run_time=2)
        self.wait()
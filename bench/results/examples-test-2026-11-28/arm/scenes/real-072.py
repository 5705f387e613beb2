from manim import *

class TorusSpin(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=-45 * DEGREES)
        torus = Torus(major_radius=1, color=BLUE)
        self.play(Create(torus))
        self.play(torus.animate.rotate(angle=PI / 2, axis=OUT), run_time=2)
        self.wait()
from manim import *


class RotatingTorus(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=65 * DEGREES, theta=-45 * DEGREES)
        torus = Torus(major_radius=1, minor_radius=0.5, fill_opacity=0.7, fill_color=YELLOW, checkerboard_colors=False)
        self.play(Create(torus))
        self.play(Rotate(torus, angle=PI / 2, axis=OUT), run_time=2)
        self.play(Rotate(torus, angle=PI / 2, axis=RIGHT), run_time=2)
        self.wait()
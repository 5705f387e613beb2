from manim import *

class TorusSpin(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=-45 * DEGREES)
        torus = Torus(major_radius=1, fill_color=BLUE, checkerboard_colors=False)
        self.play(Create(torus))
        self.play(torus.animate.rotate(angle=PI / 2, axis=OUT), run_time=3)
        self.wait()
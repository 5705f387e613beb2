"""real-066 (3d): Draw a blue cube and a yellow cone next to each other in 3D, then move the camera to look straight down from above."""

from manim import *


class Main(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=-60 * DEGREES)
        cube = Cube(side_length=1.5, fill_color=BLUE, fill_opacity=0.8).shift(LEFT * 1.8)
        cone = Cone(base_radius=0.8, height=1.6, resolution=(12, 12)).set_color(YELLOW).shift(RIGHT * 1.8)
        self.play(FadeIn(cube), FadeIn(cone))
        self.wait(0.5)
        self.move_camera(phi=0, theta=-90 * DEGREES, run_time=2)
        self.wait(0.5)

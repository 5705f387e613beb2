"""real-071 (3d): Show a flat purple slab in 3D with a small white cube resting on top of it, seen from a low side angle."""

from manim import *


class Main(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=80 * DEGREES, theta=-70 * DEGREES)
        base = Prism(dimensions=[3, 2, 0.5], fill_color=PURPLE, fill_opacity=0.9)
        cube = Cube(side_length=1, fill_color=WHITE, fill_opacity=0.9).next_to(base, OUT, buff=0)
        self.play(FadeIn(base))
        self.play(FadeIn(cube))
        self.wait(0.5)

from manim import *

class ThreeSpheresInRow(ThreeDScene):
    def construct(self):
        sphere_red = Sphere(radius=1, color=RED)
        sphere_green = Sphere(radius=1, color=GREEN)
        sphere_blue = Sphere(radius=1, color=BLUE)

        items = [sphere_red, sphere_green, sphere_blue]
        group = VGroup(*items).arrange(RIGHT, buff=0.5)

        self.play(group.animate.shift(UP * 2), run_time=5)
        self.set_camera_orientation(phi=70 * DEGREES, theta=-45 * DEGREES)
        self.play(Create(group), run_time=5)
        self.wait()
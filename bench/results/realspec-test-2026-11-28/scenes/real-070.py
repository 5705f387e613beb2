from manim import *

class ThreeDSpheres(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=-45 * DEGREES)
        sphere1 = Sphere(radius=1, color=RED, resolution=(16, 16))
        sphere2 = Sphere(radius=1, color=GREEN, resolution=(16, 16))
        sphere3 = Sphere(radius=1, color=BLUE, resolution=(16, 16))
        spheres = VGroup(sphere1, sphere2, sphere3).arrange(RIGHT, buff=1)
        self.play(Create(spheres))
        self.play(
            sphere1.animate.shift(LEFT * 2),
            sphere2.animate.shift(LEFT * 1),
            sphere3.animate.shift(LEFT * 0),
        )
        self.play(
            sphere1.animate.set_fill(YELLOW),
            sphere2.animate.set_fill(PURPLE),
            sphere3.animate.set_fill(ORANGE),
        )
        self.wait(3)  # Added this to make the camera rotate
        self.begin_ambient_camera_rotation(rate=0.3)  # Added this to make the camera rotate
        self.wait(3)  # Added this to make the camera rotate
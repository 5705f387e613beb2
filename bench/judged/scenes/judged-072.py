from manim import *

class WhiteSphereOrbitingGreySphere(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=PI / 4, theta=PI / 4)
        white_sphere = Sphere(center=(0, 0, 0), radius=1, resolution=(20, 20))
        white_sphere.set_color(WHITE)
        self.add(white_sphere)
        grey_sphere = Sphere(center=(0, 0, 0), radius=0.1, resolution=(10, 10))
        grey_sphere.set_color(GREY)
        self.add(grey_sphere)
        self.play(grey_sphere.animate.rotate(PI / 4, axis=UP))
        self.wait()
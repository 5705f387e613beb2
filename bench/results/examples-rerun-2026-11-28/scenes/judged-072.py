from manim import *

class WhiteSphereOrbitingGrey(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=PI / 4, theta=PI / 4)
        white_sphere = Sphere(center=(0, 0, 0), radius=1, resolution=(20, 20))
        white_sphere.set_color(WHITE)
        self.add(white_sphere)
        grey_sphere = Sphere(center=(0, 0, 0), radius=0.1, resolution=(20, 20))
        grey_sphere.set_color(GREY)
        self.add(grey_sphere)
        self.play(white_sphere.animate.rotate(PI / 4, axis=UP, about_point=ORIGIN))
        self.wait()
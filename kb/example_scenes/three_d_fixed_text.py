from manim import *


class ThreeDTitle(ThreeDScene):
    """A 3D scene with a title that stays fixed on screen (add_fixed_in_frame_mobjects) while 3D shapes (a cone and a cylinder) are shown."""

    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=-30 * DEGREES)
        title = Text("3D shapes", font_size=40).to_corner(UL)
        self.add_fixed_in_frame_mobjects(title)
        cone = Cone(base_radius=1, height=2).shift(LEFT * 2).set_color(RED)
        cylinder = Cylinder(radius=0.8, height=2).shift(RIGHT * 2).set_color(GREEN)
        self.play(Write(title))
        self.play(Create(cone), Create(cylinder))
        self.wait()

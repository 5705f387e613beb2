from manim import *

class ThreeDStacked(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=75 * DEGREES, theta=-60 * DEGREES)
        slab = Prism(dimensions=[4, 3, 0.4], fill_color=PURPLE)
        cube = Cube(side_length=1, fill_color=WHITE, fill_opacity=1)
        # the cube's bottom face lies on the slab's top face
        cube.move_to(slab.get_center() + OUT * (slab.depth / 2 + cube.depth / 2))
        self.play(Create(slab))
        self.play(FadeIn(cube, shift=IN))
        self.move_camera(theta=-30 * DEGREES, run_time=2)
        self.wait()
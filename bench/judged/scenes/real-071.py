from manim import *

class PurpleSlabWithCube(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=75 * DEGREES, theta=-45 * DEGREES)

        axes = ThreeDAxes()
        slab = Prism(dimensions=[4, 3, 0.4], fill_color=PURPLE)
        cube = Cube(side_length=1, fill_color=WHITE, fill_opacity=1)
        # the cube's bottom face lies on the slab's top face
        cube.move_to(slab.get_center() + OUT * (slab.depth / 2 + cube.depth / 2))
        self.add(cube)
from manim import *

class BlueCubeYellowCone(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=75*DEGREES, theta=-45*DEGREES)

        axes = ThreeDAxes()
        cube = Cube(side_length=3, fill_opacity=0.7, fill_color=BLUE)
        cone = Cone(base_radius=1, height=2, fill_color=YELLOW, checkerboard_colors=False)
        self.add(cube, cone)
        self.begin_ambient_camera_rotation(rate=0.4)
        self.wait(5)
        self.stop_ambient_camera_rotation()

from manim import *


class ThreeDShapesLabelled(ThreeDScene):
    """A blue cube and a red sphere stand side by side on 3D axes seen from a tilted camera; a label for each is written on the screen under it and stays fixed while the camera then turns slowly around the scene (set_camera_orientation phi=65 degrees, add_fixed_in_frame_mobjects, begin_ambient_camera_rotation)."""

    def construct(self):
        self.set_camera_orientation(phi=65 * DEGREES, theta=-90 * DEGREES)
        axes = ThreeDAxes(
            x_range=[-5, 5, 1],
            y_range=[-3, 3, 1],
            z_range=[-2, 2, 1],
            x_length=10,
            y_length=6,
            z_length=4,
        )
        cube = Cube(side_length=1.5, fill_color=BLUE, fill_opacity=0.8)
        cube.move_to(axes.c2p(-2.5, 0, 0.75))  # resting on the floor of the axes
        sphere = Sphere(radius=0.9, resolution=(20, 20)).set_color(RED)
        sphere.move_to(axes.c2p(2.5, 0, 0.9))
        self.play(Create(axes))
        self.play(FadeIn(cube), FadeIn(sphere))
        # screen labels: fixed in the frame, so they do not tilt or turn with the camera
        cube_label = Text("Cube", font_size=36, color=BLUE).move_to(LEFT * 3 + DOWN * 1.9)
        sphere_label = Text("Sphere", font_size=36, color=RED).move_to(RIGHT * 3 + DOWN * 1.9)
        self.add_fixed_in_frame_mobjects(cube_label, sphere_label)
        self.play(Write(cube_label), Write(sphere_label))
        self.begin_ambient_camera_rotation(rate=0.12)
        self.wait(3)
        self.stop_ambient_camera_rotation()

from manim import *


class ThreeDSphereOrbit(ThreeDScene):
    """A 3D orbit: a small grey sphere going round a big white sphere on a circle drawn round it in 3D axes, its position set by an updater from a ValueTracker angle, while the camera slowly rotates around the scene (begin_ambient_camera_rotation)."""

    def construct(self):
        self.set_camera_orientation(phi=65 * DEGREES, theta=-40 * DEGREES)
        # the axes make the camera's turn visible (the spheres look the same from every side)
        axes = ThreeDAxes(
            x_range=[-4, 4, 1],
            y_range=[-4, 4, 1],
            z_range=[-2, 2, 1],
            x_length=8,
            y_length=8,
            z_length=4,
        ).set_opacity(0.5)
        planet = Sphere(radius=1.2, resolution=(20, 20)).set_color(WHITE)
        path = Circle(radius=3, color=GREY_B, stroke_width=2)
        angle = ValueTracker(0)
        moon = Sphere(radius=0.3, resolution=(12, 12)).set_color(GREY)
        moon.add_updater(lambda m: m.move_to(path.point_at_angle(angle.get_value())))
        self.add(axes, planet, path, moon)
        self.begin_ambient_camera_rotation(rate=0.15)
        self.play(angle.animate.set_value(2 * TAU), run_time=8, rate_func=linear)
        self.stop_ambient_camera_rotation()
        self.wait()

from manim import *

class S(ThreeDScene):
    def construct(self):
        self.set_camera_orientation(phi=70 * DEGREES, theta=30 * DEGREES)
        axes = ThreeDAxes()
        self.play(Create(axes))
        self.begin_ambient_camera_rotation(rate=0.4)
        self.wait(4)
        arrow = Arrow(axes.c2p(0, 0, 0), axes.c2p(2, 1, 2), buff=0.1, color=GREEN)  # Set color=GREEN on the arrow
        dot = Dot(axes.c2p(2, 1, 2), radius=0.08, color=WHITE)
        self.play(FadeIn(arrow), FadeIn(dot))
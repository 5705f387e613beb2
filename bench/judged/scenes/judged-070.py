from manim import *

class ArrowOnZAxisExample(ThreeDScene):
    def construct(self):
        ax = ThreeDAxes()
        arrow = Arrow(start=ORIGIN, end=RIGHT * 2, color=YELLOW)
        self.set_camera_orientation(phi=2*PI/5, theta=PI/5)
        self.add(ax, arrow)
        self.play(arrow.animate.rotate(PI / 2, axis=UP))
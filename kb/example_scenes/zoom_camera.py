from manim import *


class ZoomIn(MovingCameraScene):
    """Zoom in with a moving camera: the camera frame zooms into a small dot among shapes and then zooms back out (MovingCameraScene)."""

    def construct(self):
        shapes = VGroup(Circle(), Square(), Triangle()).arrange(RIGHT, buff=1)
        dot = Dot(shapes[1].get_center(), color=RED, radius=0.05)
        self.add(shapes, dot)
        self.play(self.camera.frame.animate.scale(0.3).move_to(dot))
        self.wait()
        self.play(self.camera.frame.animate.scale(1 / 0.3).move_to(ORIGIN))
        self.wait()

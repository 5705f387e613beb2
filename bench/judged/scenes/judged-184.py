from manim import *


class PurpleTriangleFlipDown(Scene):
    def construct(self):
        triangle = Triangle(color=PURPLE, fill_opacity=0.6)
        self.play(FadeIn(triangle))
        self.wait(0.5)
        # Rotate turns the triangle 180 degrees around its centre, then slide it down
        self.play(
            Rotate(triangle, angle=PI),
            triangle.animate.shift(DOWN * config.frame_height),
            run_time=3,
        )
        self.wait()
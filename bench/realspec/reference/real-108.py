"""real-108 (motion): Make a pendulum: a line hanging from a fixed point at the top with a ball at its end, swinging left and right twice about the top point."""

from manim import *


class Main(Scene):
    def construct(self):
        top = UP * 3
        rod = Line(top, top + DOWN * 4)
        bob = Dot(rod.get_end(), radius=0.25, color=BLUE)
        pendulum = VGroup(rod, bob)
        anchor = Dot(top, color=GREY)
        self.play(Create(rod), FadeIn(bob), FadeIn(anchor))
        for _ in range(2):
            self.play(Rotate(pendulum, angle=PI / 6, about_point=top), run_time=0.6)
            self.play(Rotate(pendulum, angle=-PI / 3, about_point=top), run_time=1.2)
            self.play(Rotate(pendulum, angle=PI / 6, about_point=top), run_time=0.6)
        self.wait(0.3)

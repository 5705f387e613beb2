"""real-046 (graphs): Draw a star-shaped network with a blue centre node joined to five grey outer nodes, and make the outer nodes appear one by one."""

from manim import *


class Main(Scene):
    def construct(self):
        centre = Dot(radius=0.25, color=BLUE)
        self.play(FadeIn(centre))
        for k in range(5):
            p = 2.5 * np.array([np.cos(PI / 2 + k * TAU / 5), np.sin(PI / 2 + k * TAU / 5), 0])
            spoke = Line(ORIGIN, p, buff=0.25)
            outer = Dot(p, radius=0.2, color=GREY)
            self.play(Create(spoke), FadeIn(outer), run_time=0.6)
        self.wait(0.5)

from manim import *

class ZoomOutGrid(Scene):
    def construct(self):
        dot = Dot(radius=0.15)
        self.play(Create(dot))
        self.wait(0.5)
        self.play(dot.animate.scale(10), run_time=2)
        self.wait()
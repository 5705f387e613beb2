from manim import *

class DotMoves(Scene):
    def construct(self):
        dot = Dot(RIGHT * 2, color=YELLOW)
        trail = TracedPath(dot.get_center, stroke_color=YELLOW, stroke_width=4)
        self.play(Create(dot))
        self.play(dot.animate.shift(RIGHT))
        self.play(dot.animate.shift(UP))
        self.play(dot.animate.shift(LEFT))
        self.play(FadeIn(trail))
        self.wait()
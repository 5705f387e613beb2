from manim import *

class ThreeTealCircles(Scene):
    def construct(self):
        colors = [TEAL, TEAL, TEAL]
        circles = VGroup(*[Circle(radius=0.5, color=c, fill_opacity=0.7) for c in colors])
        circles.arrange(RIGHT, buff=0.4)
        self.play(Create(circles))
        self.wait()
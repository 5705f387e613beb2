from manim import *


class OrangeCircles(Scene):
    def construct(self):
        colors = [ORANGE] * 5
        circles = VGroup(*[Circle(radius=0.5, color=c, fill_opacity=0.5) for c in colors])
        widest = max(part.width for part in circles)
        for k, part in enumerate(circles):
            part.scale_to_fit_width(widest * (0.5 + 0.25 * k))
        circles.arrange(RIGHT, buff=0.4)
        circles.arrange(RIGHT, buff=0.4)
        self.play(Create(circles))
        self.wait()

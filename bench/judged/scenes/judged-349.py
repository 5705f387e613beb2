from manim import *

class ThreeEqualCircles(Scene):
    def construct(self):
        colors = [RED, GREEN, BLUE]
        circles = VGroup(*[Circle(radius=0.5, color=c, fill_opacity=0.5) for c in colors])
        circles.arrange(RIGHT, buff=0.4)
        names = VGroup(
            Text("red", font_size=32).next_to(circles[0], DOWN),
            Text("green", font_size=32).next_to(circles[1], DOWN),
            Text("blue", font_size=32).next_to(circles[2], DOWN),
        )
        self.play(Create(circles))
        self.play(Write(names))
        self.wait()
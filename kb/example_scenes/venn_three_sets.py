from manim import *


class VennThreeSets(Scene):
    """A three-set Venn diagram: three overlapping coloured circles in a triangle arrangement with set names, and the union outlined."""

    def construct(self):
        centers = [UP * 0.8, DOWN * 0.6 + LEFT * 1.0, DOWN * 0.6 + RIGHT * 1.0]
        colors = [RED, GREEN, BLUE]
        circles = VGroup(
            *[
                Circle(radius=1.4, color=c, fill_opacity=0.25).move_to(p)
                for p, c in zip(centers, colors)
            ]
        )
        names = VGroup(
            Text("X", font_size=32).next_to(circles[0], UP, buff=0.1),
            Text("Y", font_size=32).next_to(circles[1], LEFT, buff=0.1),
            Text("Z", font_size=32).next_to(circles[2], RIGHT, buff=0.1),
        )
        union = Union(*circles, color=YELLOW, stroke_width=6)
        self.play(LaggedStart(*[Create(c) for c in circles], lag_ratio=0.3))
        self.play(Write(names))
        self.play(Create(union))
        self.wait()

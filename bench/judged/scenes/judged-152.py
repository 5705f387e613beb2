from manim import *


class ThreeCirclesWithNames(Scene):
    def construct(self):
        small_circle = Circle(radius=0.5, color=BLUE, fill_opacity=0.6)
        medium_circle = Circle(radius=1.0, color=BLUE, fill_opacity=0.6)
        large_circle = Circle(radius=1.5, color=BLUE, fill_opacity=0.6)
        names = VGroup(
            *[
                Text(n, font_size=36).next_to(s, DOWN)
                for n, s in zip(["small", "medium", "large"], [small_circle, medium_circle, large_circle])
            ]
        )
        self.play(Create(small_circle))
        self.play(Create(medium_circle))
        self.play(Create(large_circle))
        self.play(FadeIn(names, shift=UP * 0.2))
        self.wait()
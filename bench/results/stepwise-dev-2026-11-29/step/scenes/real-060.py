# Description: Edit: fade out all the odd ones.
from manim import *

class ArrangeCircles(Scene):
    def construct(self):
        circles = VGroup(*[Circle(radius=0.5, color=BLUE, fill_opacity=0.5) for _ in range(12)])
        circles.arrange_in_grid(rows=3, cols=4, buff=0.5)
        self.play(Create(circles))
        self.wait()

        # Add text labels
        labels = VGroup(
            Text("1", color=WHITE, font_size=30),
            Text("2", color=WHITE, font_size=30),
            Text("3", color=WHITE, font_size=30),
            Text("4", color=WHITE, font_size=30),
            Text("5", color=WHITE, font_size=30),
            Text("6", color=WHITE, font_size=30),
            Text("7", color=WHITE, font_size=30),
            Text("8", color=WHITE, font_size=30),
            Text("9", color=WHITE, font_size=30),
            Text("10", color=WHITE, font_size=30),
            Text("11", color=WHITE, font_size=30),
            Text("12", color=WHITE, font_size=30)
        )
        labels.set_color(WHITE)
        labels.move_to(circles.get_center() + np.array([0, 1, 0]))
        self.play(FadeOut(labels[1::2]))
        labels.arrange_in_grid(rows=3, cols=4, buff=0.5)
        labels.set_color(WHITE)
        labels.move_to(circles.get_center() + np.array([0, 1, 0]))
        self.play(Create(labels))
        self.wait()
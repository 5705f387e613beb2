"""real-079 (layout): Put a small orange circle next to a tall purple rectangle, and a label "tall" above the rectangle and "small" under the circle."""

from manim import *


class Main(Scene):
    def construct(self):
        rect = Rectangle(width=1.2, height=4, color=PURPLE).shift(RIGHT * 1)
        circle = Circle(radius=0.5, color=ORANGE).next_to(rect, LEFT, buff=0.8).align_to(rect, DOWN)
        tall = Text("tall").next_to(rect, UP)
        small = Text("small").next_to(circle, DOWN)
        self.play(Create(rect), Create(circle))
        self.play(Write(tall), Write(small))
        self.wait(0.5)

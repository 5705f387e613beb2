from manim import *


class TwoShapesTouching(Scene):
    """A blue rectangle sits in the middle; a red circle drops down to rest exactly on top of it, touching its top edge at the middle, then a green triangle slides in to stand just right of the rectangle with no gap, its left corner touching the rectangle's bottom-right corner, both standing on the same bottom line (next_to with buff=0, aligned_edge=DOWN)."""

    def construct(self):
        rectangle = Rectangle(width=3, height=1.5, color=BLUE, fill_opacity=0.6).shift(DOWN + LEFT)
        circle = Circle(radius=0.8, color=RED, fill_opacity=0.6)
        # buff=0 leaves no gap: the circle's lowest point is on the rectangle's top edge
        circle.next_to(rectangle, UP, buff=0)
        triangle = Triangle(color=GREEN, fill_opacity=0.6).scale(1.2)
        # no gap on the right, and the same bottom line as the rectangle
        triangle.next_to(rectangle, RIGHT, buff=0, aligned_edge=DOWN)
        self.play(DrawBorderThenFill(rectangle))
        self.play(FadeIn(circle, shift=DOWN * 2), run_time=1.5)
        self.play(FadeIn(triangle, shift=LEFT * 2), run_time=1.5)
        self.wait()

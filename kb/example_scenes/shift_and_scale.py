from manim import *


class ShiftAndScale(Scene):
    """Moving and resizing: a circle moves to the left, grows to double size, then shrinks and returns to the centre."""

    def construct(self):
        circle = Circle(color=GREEN, fill_opacity=0.5)
        self.play(Create(circle))
        self.play(circle.animate.shift(LEFT * 3))
        self.play(circle.animate.scale(2))
        self.play(circle.animate.scale(0.5).move_to(ORIGIN))
        self.wait()

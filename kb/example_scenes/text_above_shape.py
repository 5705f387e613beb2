from manim import *


class TextAboveShape(Scene):
    """A label above a shape that stays with it: text placed above a square (next_to UP) and both move together as a group."""

    def construct(self):
        square = Square(color=TEAL, fill_opacity=0.5)
        label = Text("box", font_size=36).next_to(square, UP)
        group = VGroup(square, label)
        self.play(Create(square), Write(label))
        self.play(group.animate.shift(LEFT * 3))
        self.play(group.animate.shift(RIGHT * 6))
        self.wait()

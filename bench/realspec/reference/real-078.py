"""real-078 (layout): Draw a big rectangle as a frame, divide it into a left half and a right half with a vertical line, and write "Before" in the left half and "After" in the right half."""

from manim import *


class Main(Scene):
    def construct(self):
        frame = Rectangle(width=11, height=5.5)
        divider = Line(frame.get_top(), frame.get_bottom())
        before = Text("Before").move_to(frame.get_center() + LEFT * 2.75)
        after = Text("After").move_to(frame.get_center() + RIGHT * 2.75)
        self.play(Create(frame))
        self.play(Create(divider))
        self.play(Write(before), Write(after))
        self.wait(0.5)

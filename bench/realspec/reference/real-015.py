"""real-015 (text): Type the message "Loading..." letter by letter at the bottom of the screen, with a spinning white circle arc to its left."""

from manim import *


class Main(Scene):
    def construct(self):
        msg = Text("Loading...").to_edge(DOWN, buff=1)
        arc = Arc(radius=0.4, angle=1.5 * PI, color=WHITE).next_to(msg, LEFT, buff=0.5)
        self.add(arc)
        self.play(AddTextLetterByLetter(msg), Rotate(arc, angle=-2 * PI), run_time=2)
        self.play(Rotate(arc, angle=-2 * PI), run_time=1)
        self.wait(0.5)

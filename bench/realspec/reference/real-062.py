"""real-062 (grids): Show a row of six empty boxes, write the letters of the word "PYTHON" into them one letter per box, and then swap the first and last boxes."""

from manim import *


class Main(Scene):
    def construct(self):
        boxes = VGroup(*[Square(side_length=1.2) for _ in range(6)]).arrange(RIGHT, buff=0.2)
        letters = VGroup(*[Text(ch).move_to(b) for ch, b in zip("PYTHON", boxes)])
        self.play(Create(boxes))
        self.play(LaggedStart(*[Write(letter) for letter in letters], lag_ratio=0.3))
        first, last = VGroup(boxes[0], letters[0]), VGroup(boxes[5], letters[5])
        self.play(first.animate.move_to(boxes[5].get_center()), last.animate.move_to(boxes[0].get_center()), path_arc=PI / 2)
        self.wait(0.5)

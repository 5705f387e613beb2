# Description: Edit: write the letters of the word "PYTHON" into them one letter per box
#   Edit: swap the first and last boxes.
from manim import *


class EmptyBoxesRow(Scene):
    def construct(self):
        boxes = VGroup(*[Text("Y") for _ in range(6)]).arrange(RIGHT, buff=0.2)
        boxes[0], boxes[-1] = boxes[-1], boxes[0]
        self.play(Create(boxes))
        self.wait()
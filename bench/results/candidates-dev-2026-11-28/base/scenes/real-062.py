from manim import *


class PythonLettersSwap(Scene):
    def construct(self):
        word = "PYTHON"
        boxes = VGroup(*[Square(side_length=1) for _ in word]).arrange(RIGHT, buff=0.2)
        letters = VGroup(*[Text(ch).move_to(box) for ch, box in zip(word, boxes)])
        self.play(Create(boxes))
        self.play(LaggedStart(*[Write(t) for t in letters], lag_ratio=0.4))
        first = VGroup(boxes[0], letters[0])
        last = VGroup(boxes[-1], letters[-1])
        self.play(Swap(first, last, path_arc=PI / 2), run_time=2)
        self.wait()
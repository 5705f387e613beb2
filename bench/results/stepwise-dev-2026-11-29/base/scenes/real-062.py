from manim import *


class SwapFirstLastBoxes(Scene):
    def construct(self):
        boxes = VGroup(*[Square(side_length=1) for _ in range(6)]).arrange(RIGHT, buff=0.2)
        letters = VGroup(*[Text(ch).move_to(box) for ch, box in zip("PYTHON", boxes)])
        self.play(Create(boxes))
        self.play(LaggedStart(*[Write(t) for t in letters], lag_ratio=0.4))
        first = VGroup(boxes[0], letters[0])
        last = VGroup(boxes[-1], letters[-1])
        self.play(Swap(first, last, path_arc=PI / 2), run_time=2)
        self.wait()
from manim import *


class ColumnOfLabels(Scene):
    """A vertical column (arrange DOWN) of three labelled boxes: rectangles with text inside, stacked top to bottom and aligned."""

    def construct(self):
        boxes = VGroup()
        for name in ["Input", "Process", "Output"]:
            box = Rectangle(width=3, height=1, color=TEAL)
            label = Text(name, font_size=32).move_to(box)
            boxes.add(VGroup(box, label))
        boxes.arrange(DOWN, buff=0.5)
        arrows = VGroup(
            *[Arrow(boxes[i].get_bottom(), boxes[i + 1].get_top(), buff=0.1) for i in range(2)]
        )
        self.play(FadeIn(boxes, shift=UP))
        self.play(*[GrowArrow(a) for a in arrows])
        self.wait()

from manim import *

class NumberLineWithMultiplesOfFive(Scene):
    def construct(self):
        line = NumberLine(
            x_range=[0, 21, 5],
            length=10,
            color=BLUE,
            include_numbers=True,
            label_direction=UP,
        )

        dots = VGroup()
        for i in range(0, 21, 5):
            dot = Dot(line.number_to_point(i), color=ORANGE)
            label = Text(str(i), font_size=24)
            label.move_to(dot.get_center())
            dots.add(dot, label)

        line_group = VGroup(line, dots).arrange(DOWN, buff=1)
        self.add(line_group)
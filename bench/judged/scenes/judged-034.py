from manim import *

class NumberLineExample(Scene):
    def construct(self):
        # Number line
        num_line = NumberLine(x_range=[0, 10], length=10)

        # First arrow from 0 to 3
        arrow_1 = Arrow(start=ORIGIN, end=3 * num_line.unit_vector, color=BLUE)

        # Second arrow from 3 to 7
        arrow_2 = Arrow(start=3 * num_line.unit_vector, end=7 * num_line.unit_vector, color=GREEN)

        # Result 7 circled
        circled_7 = Circle(radius=0.5, color=ORANGE)
        circled_7.move_to(7 * num_line.unit_vector)

        # Show the arrows and the circle
        self.play(Create(num_line))
        self.play(GrowArrow(arrow_1))
        self.play(GrowArrow(arrow_2))
        self.play(Create(circled_7))
        self.wait()
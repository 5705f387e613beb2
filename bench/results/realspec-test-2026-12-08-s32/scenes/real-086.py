from manim import *


class NumbersAndCircle(Scene):
    def construct(self):
        numbers = VGroup(
            Text("1", font_size=32),
            Text("2", font_size=32),
            Text("3", font_size=32),
            Text("4", font_size=32),
        )
        self.play(Write(numbers))
        self.play(numbers[2].animate.move_to(RIGHT * 2 + UP * 1))
        self.wait()
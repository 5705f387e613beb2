from manim import *

class NumbersRowWithCircle(Scene):
    def construct(self):
        numbers = VGroup(
            Text("1", font_size=32),
            Text("2", font_size=32),
            Text("3", font_size=32),
            Text("4", font_size=32)
        )
        numbers.arrange(RIGHT, buff=1.2)
        self.play(Create(numbers))
        self.play(numbers[2].animate.set_color(RED))
        self.play(numbers[2].animate.move_to(numbers[0].get_center() + RIGHT * 2))
        self.play(Create(Circle(color=RED)))
        self.play(numbers[2].animate.move_to(numbers[0].get_center() + RIGHT * 2 + UP * 0.5))
        self.wait()
from manim import *


class WriteNumbersAndCircle(Scene):
    def construct(self):
        numbers = VGroup(
            Text("1", font_size=48),
            Text("2", font_size=48),
            Text("3", font_size=48),
            Text("4", font_size=48)
        )
        numbers.arrange(RIGHT, buff=1.2)
        self.play(Write(numbers))
        self.wait(0.5)
        circle = Circle(radius=0.4, color=BLUE, fill_opacity=0.6)
        self.play(Create(circle))
        self.wait(0.5)
        self.play(circle.animate.move_to(numbers[2].get_center()))
        self.wait()
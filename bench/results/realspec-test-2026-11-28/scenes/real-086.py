from manim import *

class WriteNumbersAndCircle(Scene):
    def construct(self):
        numbers = VGroup(
            Text("1", font_size=48).next_to(Text("2"), DOWN, buff=0.3),
            Text("2", font_size=48),
            Text("3", font_size=48).next_to(Text("4"), DOWN, buff=0.3),
            Text("4", font_size=48)
        )
        numbers.arrange(RIGHT, buff=1.2)
        self.play(Write(numbers))
        self.play(Create(Circle(radius=0.4, color=BLUE, fill_opacity=0.6)))
        self.play(numbers[2].animate.move_to(numbers[3].get_center() + RIGHT * 0.5))  # Place 3 beside 4
        self.wait()
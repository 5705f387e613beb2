from manim import *

class NumbersAndCircle(Scene):
    def construct(self):
        numbers = VGroup(
            Text("1", font_size=32),
            Text("2", font_size=32),
            Text("3", font_size=32),
            Text("4", font_size=32),
        )
        numbers.arrange(DOWN)
        self.play(Create(numbers))
        self.play(numbers[2].animate.scale(1.5))
        self.wait()
        circle = Circle(color=BLUE)
        self.play(Create(circle))
        self.play(circle.animate.move_to(numbers[2]))
        self.wait()
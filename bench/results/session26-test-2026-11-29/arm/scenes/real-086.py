from manim import *

class NumbersAndCircle(Scene):
    def construct(self):
        numbers = VGroup(
            Text("1", font_size=32).next_to(Text("2", font_size=32), DOWN, buff=0.3),
            Text("2", font_size=32).next_to(Text("1", font_size=32), DOWN, buff=0.3),
            Text("3", font_size=32).move_to(UP * 2),
            Text("4", font_size=32).next_to(Text("3", font_size=32), DOWN, buff=0.3),
        )
        self.play(Create(numbers))
        self.wait()
        circle = Circle(color=BLUE)
        self.play(Create(circle))
        self.play(circle.animate.shift(UP * 2))
        self.wait()
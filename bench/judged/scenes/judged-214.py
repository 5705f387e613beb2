from manim import *

class NumbersInCircles(Scene):
    def construct(self):
        numbers = [1, 2, 3]
        colors = [RED, GREEN, BLUE]
        circles = VGroup(*[Circle(radius=0.5, color=c, fill_opacity=0.5) for c in colors])
        circles.arrange(RIGHT, buff=0.4)

        for i, number in enumerate(numbers):
            text = Text(str(number), font_size=36)
            text.move_to(circles[i].get_center())
            self.play(Write(text), run_time=1)
            self.wait(0.5)
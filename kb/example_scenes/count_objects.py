from manim import *


class CountObjects(Scene):
    """Counting objects: ten dots in a 2 by 5 grid are counted one at a time, each dot turning yellow as a number appears above it, and the total "10 dots" is written below the grid at the end."""

    def construct(self):
        dots = VGroup(*[Dot(radius=0.15) for _ in range(10)]).arrange_in_grid(
            rows=2, cols=5, buff=1
        )
        self.play(FadeIn(dots))
        for n, dot in enumerate(dots, start=1):
            number = Integer(n, font_size=30).next_to(dot, UP, buff=0.15)
            self.play(dot.animate.set_color(YELLOW), FadeIn(number), run_time=0.4)
        total = Text("10 dots").next_to(dots, DOWN, buff=0.8)
        self.play(Write(total))
        self.wait()

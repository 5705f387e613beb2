from manim import *

class GridWithMiddleRowMoving(Scene):
    def construct(self):
        # Create 2 circles
        circle1 = Circle(radius=0.5, color=BLUE)
        circle2 = Circle(radius=0.5, color=BLUE)

        # Create a 3x3 grid of circles
        circles = VGroup(
            *[Circle(radius=0.5, color=BLUE) for _ in range(9)]
        ).arrange_in_grid(3, 3)

        # Move the middle row to the right
        self.play(
            Transform(circles[3], circles[3].shift(RIGHT * 2)),
            Transform(circles[4], circles[4].shift(RIGHT * 2)),
            Transform(circles[5], circles[5].shift(RIGHT * 2))
        )

        self.wait()
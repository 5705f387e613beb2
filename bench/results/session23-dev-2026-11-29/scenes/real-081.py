from manim import *

class BlueSquaresTurnGreen(Scene):
    def construct(self):
        squares = VGroup(*[Square(side_length=1.8, color=BLUE, fill_opacity=0.6) for _ in range(5)])
        # Arrange the squares in a row
        squares.arrange(RIGHT, buff=0.5)
        self.play(LaggedStart(*[Create(s) for s in squares], lag_ratio=1), run_time=3)
        self.wait(0.5)
        # Rotate turns each shape about its own centre, so none of them moves away
        self.play(
            *[s.animate.rotate(PI / 2) for s in squares],
            run_time=3,
        )
        self.wait()
        # Change the color of the squares to green
        self.play(
            *[s.animate.set_color(GREEN) for s in squares],
            run_time=3,
        )
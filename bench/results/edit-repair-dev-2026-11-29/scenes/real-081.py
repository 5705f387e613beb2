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
        # Show the first blue square in its initial color, then set its color to green
        self.play(Create(squares[0]))
        self.wait(0.5)
        self.play(squares[0].animate.set_color(GREEN))
        # Show the remaining blue squares in their initial color, then set their color to green
        self.play(LaggedStart(*[Create(s) for s in squares[1:]], lag_ratio=1), run_time=3)
        self.wait(0.5)
        self.play(squares[1:].animate.set_color(GREEN))
        self.wait()
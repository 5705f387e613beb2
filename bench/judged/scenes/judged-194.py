from manim import *

class TenSmallSquares(Scene):
    def construct(self):
        squares = VGroup(*[Square(color=WHITE, side_length=1) for _ in range(10)])
        squares.arrange_in_grid(rows=2, cols=5, buff=0.3)
        counter = Integer(10, font_size=72).next_to(squares, DOWN, buff=0.8)
        self.play(FadeIn(counter))
        for square in squares:
            self.play(Create(square), ChangeDecimalToValue(counter, counter.get_value() - 1), run_time=0.7)
            self.wait(0.2)
        self.wait()
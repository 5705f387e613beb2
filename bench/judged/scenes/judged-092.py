from manim import *


class LightUpSquares(Scene):
    def construct(self):
        squares = VGroup(
            Square(color=RED, fill_opacity=0.8),
            Square(color=RED, fill_opacity=0.8),
            Square(color=RED, fill_opacity=0.8),
            Square(color=RED, fill_opacity=0.8),
            Square(color=RED, fill_opacity=0.8),
            Square(color=RED, fill_opacity=0.8),
        )
        squares.arrange_in_grid(rows=1, cols=6, buff=0)
        text = Text("6 squares", color=GREEN)
        text.next_to(squares[-1], DOWN, buff=0.5)
        self.play(LaggedStart(*[Create(s) for s in squares], lag_ratio=0.1))
        self.play(squares.animate.set_fill(BLUE, opacity=0.6))
        self.wait()
        self.play(Write(text, run_time=1))
        self.wait()
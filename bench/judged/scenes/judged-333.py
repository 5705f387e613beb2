from manim import *

class RectanglesAndLetters(Scene):
    def construct(self):
        grid = VGroup(*[Rectangle(width=1, height=1, color=WHITE) for _ in range(6)])
        grid.arrange_in_grid(rows=2, cols=3, buff=0.2)
        letters = VGroup(*[Text(ch).move_to(rect) for ch, rect in zip("ABCDEF", grid)])
        self.play(Create(grid))
        self.play(LaggedStart(*[Write(t) for t in letters], lag_ratio=0.4))
        self.wait()
from manim import *

class RedCirclesAndWhiteSquare(Scene):
    def construct(self):
        square = Square(side_length=3, color=WHITE).shift(DOWN)
        square.move_to(ORIGIN)
        red_circles = VGroup(
            *[
                Circle(radius=0.25, color=RED, fill_opacity=1).move_to(v)
                for v in square.get_vertices()
            ]
        )
        self.play(Create(square))
        self.play(LaggedStart(*[GrowFromCenter(c) for c in red_circles], lag_ratio=0.3))
        self.wait()

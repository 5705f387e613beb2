from manim import *


class FourCirclesInSquare(Scene):
    def construct(self):
        square = Square(side_length=3).shift(DOWN)
        square.move_to(ORIGIN)
        colours = [RED, BLUE, GREEN, YELLOW]
        circles = VGroup(
            *[
                Circle(radius=0.25, color=c, fill_opacity=1).move_to(v)
                for c, v in zip(colours, square.get_vertices())
            ]
        )
        self.play(Create(square))
        self.play(LaggedStart(*[GrowFromCenter(c) for c in circles], lag_ratio=0.3))
        self.wait()

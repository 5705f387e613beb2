from manim import *


class ShapesAtCorners(Scene):
    """Objects at the corners of a shape: a big white square with four small circles, red, blue, green and yellow, placed on its corners (get_vertices), and a star above the square joined to it by a dashed line."""

    def construct(self):
        square = Square(side_length=3).shift(DOWN)
        colours = [RED, BLUE, GREEN, YELLOW]
        circles = VGroup(
            *[
                Circle(radius=0.25, color=c, fill_opacity=1).move_to(v)
                for c, v in zip(colours, square.get_vertices())
            ]
        )
        star = Star(color=ORANGE, fill_opacity=1).scale(0.5).next_to(square, UP, buff=1.2)
        link = DashedLine(star.get_bottom(), square.get_top())
        self.play(Create(square))
        self.play(LaggedStart(*[GrowFromCenter(c) for c in circles], lag_ratio=0.3))
        self.play(FadeIn(star), Create(link))
        self.wait()

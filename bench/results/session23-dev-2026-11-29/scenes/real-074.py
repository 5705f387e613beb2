from manim import *


class House(Scene):
    def construct(self):
        body = Square(side_length=3, color=DARK_BROWN, fill_opacity=1).shift(DOWN)
        roof = Triangle(color=RED, fill_opacity=1)
        roof.stretch_to_fit_width(body.width).stretch_to_fit_height(1.5)
        roof.next_to(body, UP, buff=0)
        sun = Circle(radius=0.6, color=YELLOW, fill_opacity=1).to_corner(UR)
        self.play(FadeIn(body))
        self.play(FadeIn(roof))
        self.play(GrowFromCenter(sun))
        self.wait()
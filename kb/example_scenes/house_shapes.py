from manim import *


class HouseShapes(Scene):
    """A house built from shapes: a brown square body, a red triangle roof placed directly on top of it (next_to UP with buff=0, as wide as the square), a door standing on the square's bottom edge, and a yellow sun in the top right corner of the screen (to_corner)."""

    def construct(self):
        body = Square(side_length=3, color=DARK_BROWN, fill_opacity=1).shift(DOWN)
        roof = Triangle(color=RED, fill_opacity=1)
        roof.stretch_to_fit_width(body.width).stretch_to_fit_height(1.5)
        roof.next_to(body, UP, buff=0)
        door = Rectangle(width=0.8, height=1.4, color=GREY_B, fill_opacity=1)
        door.move_to(body.get_bottom(), aligned_edge=DOWN)
        sun = Circle(radius=0.6, color=YELLOW, fill_opacity=1).to_corner(UR)
        self.play(FadeIn(body))
        self.play(FadeIn(roof, shift=DOWN))
        self.play(FadeIn(door))
        self.play(GrowFromCenter(sun))
        self.wait()

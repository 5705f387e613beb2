from manim import *


class DiagonalsCrossing(Scene):
    def construct(self):
        rectangle = Rectangle(
            width=config.frame_width - 0.2, height=config.frame_height - 0.2, color=RED
        )
        diagonal1 = Line(rectangle.get_corner(UL), rectangle.get_corner(DR), color=WHITE)
        diagonal2 = Line(rectangle.get_corner(UR), rectangle.get_corner(DL), color=WHITE)
        self.play(Create(rectangle))
        self.play(Create(diagonal1), Create(diagonal2))
        # The diagonals cross at the center of the rectangle, which is (0, 0) for a square
        x0, y0 = 0, 0
        dot = Dot(x0, y0, color=YELLOW)
        self.play(GrowFromCenter(dot))
        self.wait()
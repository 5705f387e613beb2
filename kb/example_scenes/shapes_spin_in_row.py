from manim import *


class ShapesSpinInRow(Scene):
    """A row of three shapes with space between them: a blue square on the left, a green triangle in the middle and an orange pentagon on the right (arrange(RIGHT, buff=1.5)); then all three spin in place at the same time, one full turn each about its own centre (Rotate(shape, angle=2 * PI) for each shape in one self.play), and each shape stays where it is."""

    def construct(self):
        square = Square(side_length=1.8, color=BLUE, fill_opacity=0.6)
        triangle = Triangle(color=GREEN, fill_opacity=0.6).scale(1.2)
        pentagon = RegularPolygon(n=5, color=ORANGE, fill_opacity=0.6).scale(1.2)
        row = VGroup(square, triangle, pentagon).arrange(RIGHT, buff=1.5)
        self.play(FadeIn(row))
        self.wait(0.5)
        # Rotate turns each shape about its own centre, so none of them moves away
        self.play(
            Rotate(square, angle=2 * PI),
            Rotate(triangle, angle=2 * PI),
            Rotate(pentagon, angle=2 * PI),
            run_time=3,
        )
        self.wait()

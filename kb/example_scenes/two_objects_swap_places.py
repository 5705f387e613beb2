from manim import *


class TwoObjectsSwapPlaces(Scene):
    """A red circle on the left and a blue square on the right swap places, moving along curved paths (one over the top, one underneath); then each gets a label written below it at its new place (Swap with path_arc, next_to)."""

    def construct(self):
        circle = Circle(radius=1, color=RED, fill_opacity=0.7).move_to(LEFT * 3.5)
        square = Square(side_length=2, color=BLUE, fill_opacity=0.7).move_to(RIGHT * 3.5)
        self.play(Create(circle), Create(square))
        self.wait(0.5)
        # path_arc bends both paths; they turn the same way, so they pass without touching
        self.play(Swap(circle, square, path_arc=PI / 2), run_time=2)
        circle_label = Text("circle", font_size=36, color=RED).next_to(circle, DOWN)
        square_label = Text("square", font_size=36, color=BLUE).next_to(square, DOWN)
        self.play(Write(circle_label), Write(square_label))
        self.wait()

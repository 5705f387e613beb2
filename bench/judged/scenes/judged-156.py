from manim import *


class SwapColours(Scene):
    def construct(self):
        yellow_circle = Circle(radius=1, color=YELLOW, fill_opacity=0.7)
        purple_square = Square(side_length=1, color=PURPLE, fill_opacity=0.7)
        shapes = VGroup(yellow_circle, purple_square).arrange(RIGHT, buff=1)
        self.play(Create(shapes))
        self.wait(0.5)
        # Swap the colors of the two shapes
        self.play(yellow_circle.animate.set_color(PURPLE), purple_square.animate.set_color(YELLOW))
        self.wait()
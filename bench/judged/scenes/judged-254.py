from manim import *


class SwapCircles(Scene):
    def construct(self):
        blue_circle = Circle(radius=0.5, color=BLUE).to_corner(UR)
        red_square = Square(side_length=0.5, color=RED).to_corner(UL)
        red_square.to_corner(DL)
        self.play(Create(blue_circle), Create(red_square))
        self.wait(0.5)
        # Swap the positions of the circles
        self.play(Swap(blue_circle, red_square), run_time=2)
        self.wait()

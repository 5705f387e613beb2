from manim import *

class RedCircleRotates(Scene):
    def construct(self):
        red_circle = Circle(radius=1, color=RED, fill_opacity=0.5)
        blue_square = Square(side_length=2, color=BLUE, fill_opacity=0.5)
        # create the square in the centre
        self.play(Create(blue_square))
        # move the circle from the left edge to the right edge
        self.play(red_circle.animate.move_to(RIGHT))
        # rotate the square in place
        self.play(blue_square.animate.rotate(PI / 4), run_time=2)
        self.wait()
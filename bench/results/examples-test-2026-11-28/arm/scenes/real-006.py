from manim import *


class RedRectangleWithDiagonals(Scene):
    def construct(self):
        red_rectangle = Rectangle(
            width=config.frame_width, height=config.frame_height, color=RED, fill_opacity=0.5
        )
        self.play(Create(red_rectangle))
        # draw the two diagonals in white
        self.play(
            Line(red_rectangle.get_top(), red_rectangle.get_bottom()).animate.set_color(WHITE),
            Line(red_rectangle.get_left(), red_rectangle.get_right()).animate.set_color(WHITE)
        )
        # place a yellow dot where the diagonals cross
        diagonal_crossing = red_rectangle.get_corner(DL) + 0.5 * (red_rectangle.get_top() - red_rectangle.get_corner(DL))
        yellow_dot = Dot(diagonal_crossing, color= YELLOW, radius=0.1)
        self.play(Create(yellow_dot))
        self.wait()
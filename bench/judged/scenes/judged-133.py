from manim import *

class SquareWithDiagonals(Scene):
    def construct(self):
        square = Square(side_length=2.5, color=BLUE, fill_opacity=0.5)
        # the yellow dot is the intersection of the diagonals
        yellow_dot = Dot(square.get_center(), color=YELLOW)
        # create two lines from the center of the square to the yellow dot
        line1 = Line(square.get_center(), yellow_dot.get_center(), stroke_color=YELLOW, stroke_width=4)
        line2 = Line(square.get_center(), yellow_dot.get_center(), stroke_color=YELLOW, stroke_width=4)
        # show both lines together
        self.play(Create(square), Create(yellow_dot), Create(line1), Create(line2))
        self.wait()
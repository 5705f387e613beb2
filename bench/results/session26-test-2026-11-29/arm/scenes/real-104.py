from manim import *

class TriangleWithPerpendicular(Scene):
    def construct(self):
        # draw a triangle
        triangle = Polygon(
            LEFT * 4 + DOWN,
            LEFT * 1 + DOWN,
            LEFT * 1.5 + UP * 1.5,
            color=ORANGE,
            fill_opacity=0.6,
        )
        self.play(Create(triangle))
        # draw the line from the top vertex perpendicular to the base as a dashed line
        perpendicular_line = DashedLine(triangle.get_top(), triangle.get_bottom(), color=GREY)
        self.play(Create(perpendicular_line))
        # mark the right angle with a small square
        right_angle_square = Square(side_length=0.2, color=WHITE)
        right_angle_square.move_to(triangle.get_top())
        self.play(Create(right_angle_square))
        # label the line h
        h_label = Text("h", font_size=32).next_to(perpendicular_line, RIGHT)
        self.play(Write(h_label))
        self.wait()
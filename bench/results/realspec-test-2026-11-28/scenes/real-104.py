from manim import *

class TriangleAndPerpendicularLine(Scene):
    def construct(self):
        # Draw the triangle
        triangle = Triangle(color=BLUE)
        self.play(Create(triangle))
        # Draw the line from the top vertex perpendicular to the base
        line_perpendicular = Line(triangle.get_top(), triangle.get_bottom())
        self.play(Create(line_perpendicular))
        # Mark the right angle with a small square
        small_square = Square(side_length=0.2, color=RED)
        self.play(Create(small_square))
        # Label the line h
        label_h = Tex(r"h", color=RED)
        label_h.move_to(line_perpendicular.get_midpoint())
        self.play(Write(label_h))
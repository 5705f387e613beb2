from manim import *

class TriangleWithPerpendicularLine(Scene):
    def construct(self):
        # Draw the triangle
        triangle = Polygon(
            LEFT * 4 + DOWN,
            LEFT * 1 + DOWN,
            LEFT * 1.5 + UP * 1.5,
            color=ORANGE,
            fill_opacity=0.6,
        )
        self.play(Create(triangle))
        
        # Draw the perpendicular line
        perpendicular_line = DashedLine(triangle.get_top(), triangle.get_right(), dash_length=2.0)
        self.play(Create(perpendicular_line))
        
        # Mark the right angle with a small square
        right_angle_square = Square(side_length=0.5, fill_color=WHITE, fill_opacity=0.5)
        right_angle_square.move_to(triangle.get_top())
        self.play(Create(right_angle_square))
        
        # Label the line h
        h_label = Text("h", font_size=24).next_to(perpendicular_line, UP)
        self.play(Write(h_label))
        
        self.wait()
from manim import *

class TriangleWithPerpendicularDashedLine(Scene):
    def construct(self):
        # Draw the triangle
        triangle = Polygon(np.array([0, 0, 0]), np.array([1, 0, 0]), np.array([0, 1, 0]))
        self.play(Create(triangle))

        # Draw the perpendicular line
        base = triangle.get_vertices()[1] - triangle.get_vertices()[0]
        perpendicular_line = DashedLine(triangle.get_vertices()[0], triangle.get_vertices()[1] + base, dash_length=2.0).shift(UP*2)
        self.play(Create(perpendicular_line))

        # Mark the right angle with a small square
        right_angle_square = Square(side_length=0.2, fill_color=RED, fill_opacity=0.5).shift(DOWN*2)
        self.play(Create(right_angle_square))

        # Label the line h
        h_label = Text("h", font_size=24).shift(DOWN*2)
        self.play(Create(h_label))
from manim import *

class TriangleWithPerpendicular(Scene):
    def construct(self):
        # Draw a triangle
        triangle = Polygon(
            LEFT * 4 + DOWN,
            LEFT * 1 + DOWN,
            LEFT * 1.5 + UP * 1.5,
            color=ORANGE,
            fill_opacity=0.6,
        )
        self.play(Create(triangle))
        
        # Draw the line from the top vertex perpendicular to the base as a dashed line
        top_vertex = triangle.get_vertices()[0]
        base = triangle.get_vertices()[1:]
        perpendicular_line = DashedLine(top_vertex, base[0], color=GREY)
        self.play(Create(perpendicular_line))
        
        # Mark the right angle with a small square
        right_angle = Square(color=RED, fill_opacity=0.6)
        right_angle.move_to(perpendicular_line.get_center())
        self.play(Create(right_angle))
        
        # Label the line h
        h_label = Text("h", font_size=32).next_to(perpendicular_line, DOWN)
        self.play(Write(h_label))
from manim import *

class TriangleAndReflection(Scene):
    def construct(self):
        # Draw the original triangle
        triangle = Triangle(color=RED)
        self.play(Create(triangle))
        
        # Draw the vertical dashed line in the middle of the screen
        line = DashedLine(UP * config.frame_height / 2, DOWN * config.frame_height / 2)
        self.play(Create(line))
        
        # Reflect the triangle across the vertical dashed line
        reflected_triangle = triangle.copy().rotate(PI, about_point=line.get_start())
        self.play(Transform(triangle, reflected_triangle))
        
        # Show the mirror image in a different colour
        reflected_triangle.set_color(YELLOW)
        self.play(Transform(triangle, reflected_triangle))
        
        self.wait()
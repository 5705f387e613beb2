from manim import *

class ReflectAcrossVerticalLine(Scene):
    def construct(self):
        # Draw the original triangle
        triangle = Triangle(color=BLUE)
        triangle.scale(0.8).move_to(ORIGIN)
        self.play(Create(triangle))
        
        # Draw the dashed line
        dashed_line = DashedLine(UP * 3.5, DOWN * 3.5, color=GREY)
        dashed_line.move_to(ORIGIN)
        self.play(Create(dashed_line))
        
        # Reflect the triangle across the line
        reflected_triangle = triangle.copy()
        reflected_triangle.rotate(PI, axis=UP, about_point=dashed_line.get_center())
        reflected_triangle.move_to(ORIGIN)
        self.play(Transform(triangle, reflected_triangle))
        
        # Show the mirror image in a different colour
        reflected_triangle.set_color(YELLOW)
        self.play(Write(reflected_triangle))
        self.wait()
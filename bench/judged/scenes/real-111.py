from manim import *

class TriangleReflection(Scene):
    def construct(self):
        # draw the original triangle
        triangle = Triangle(color=BLUE)
        self.play(Create(triangle))
        
        # draw the vertical dashed line in the middle of the screen
        line = DashedLine(UP * config.frame_height / 2, DOWN * config.frame_height / 2)
        self.play(Create(line))
        
        # reflect the triangle across the vertical dashed line
        reflected_triangle = triangle.copy()
        reflected_triangle.rotate(PI, about_point=line.get_center())
        self.play(Transform(triangle, reflected_triangle))
        
        # show the mirror image in a different colour
        reflected_triangle.set_color(RED)
        self.play(Transform(triangle, reflected_triangle))
        
        self.wait()
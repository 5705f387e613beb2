from manim import *

class ReflectTriangleAcrossLine(Scene):
    def construct(self):
        # Draw the triangle
        triangle = Triangle(color=BLUE, fill_opacity=0.5)
        self.play(Create(triangle))
        
        # Draw the vertical dashed line
        mirror_line = DashedLine(UP * 3.5, DOWN * 3.5, color=GREY)
        self.play(Create(mirror_line))
        
        # Reflect the triangle across the vertical dashed line
        mirror = triangle.copy()
        self.play(
            Rotate(mirror, angle=PI, axis=UP, about_point=mirror_line.get_center()), run_time=2
        )
        
        # Show the mirror image in a different colour
        mirror.set_color(ORANGE)
        self.play(Write(mirror))
        
        # Wait for the animation to finish
        self.wait()
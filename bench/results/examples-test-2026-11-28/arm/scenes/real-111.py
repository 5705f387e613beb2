from manim import *

class ReflectAcrossVerticalLine(Scene):
    def construct(self):
        # Draw a triangle
        triangle = Triangle(color=BLUE)
        self.play(Create(triangle))
        
        # Draw a vertical dashed line
        dashed_line = DashedLine(UP * 3.5, DOWN * 3.5, color=GREY)
        self.play(Create(dashed_line))
        
        # Reflect the triangle across the dashed line
        mirror = triangle.copy()
        self.play(
            Rotate(mirror, angle=PI, axis=UP, about_point=dashed_line.get_center()), run_time=2
        )
        
        # Show the mirror image in a different colour
        mirror.set_color(ORANGE)
        
        # Write the captions
        original_caption = Text("original", font_size=32).next_to(triangle, DOWN)
        mirror_caption = Text("mirror", font_size=32).next_to(mirror, DOWN)
        self.play(ReplacementTransform(original_caption, mirror_caption))
        self.wait()
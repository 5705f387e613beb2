from manim import *

class NumberPlaneCircle(Scene):
    def construct(self):
        ranges = {"x_range": [-5, 5, 1], "y_range": [-5, 5, 1], "x_length": 10, "y_length": 10}
        grid = NumberPlane(**ranges, background_line_style={"stroke_opacity": 0.4})
        axes = Axes(**ranges, axis_config={"include_numbers": True})
        VGroup(grid, axes).move_to(DOWN * 0.2 + LEFT * 0.8)
        circle = Circle(radius=2, color=RED)
        self.play(Create(grid), Create(axes))
        self.play(Create(circle))
        label = MathTex(r"x^2 + y^2 = 4", color=RED).move_to(UP * 1.5).to_corner(UR)
        self.play(Write(label))
        self.wait()
from manim import *

class SqrtCurveGrid(Scene):
    def construct(self):
        ranges = {"x_range": [0, 10, 1], "y_range": [0, 4, 1], "x_length": 10, "y_length": 5}
        grid = NumberPlane(**ranges, background_line_style={"stroke_opacity": 0.4})
        axes = Axes(**ranges, axis_config={"include_numbers": True})
        VGroup(grid, axes).move_to(DOWN * 0.2 + LEFT * 0.8)
        curve = axes.plot(lambda x: np.sqrt(x), x_range=[0, 9], color=TEAL)
        end = Dot(curve.get_end(), color=TEAL)
        label = MathTex(r"y = \sqrt{x}", color=TEAL).next_to(end, RIGHT)
        label.add_background_rectangle()  # hides the grid lines behind the text
        self.play(FadeIn(grid), Create(axes))
        self.play(Create(curve), run_time=2)
        self.play(FadeIn(end), Write(label))
        self.wait()
from manim import *

class AxesWithGridAndCurve(Scene):
    def construct(self):
        axes = Axes(
            x_range=[0, 10, 1],
            y_range=[0, 10, 1],
            x_length=6,
            y_length=6,
            axis_config={"include_numbers": True},
        )
        number_plane = NumberPlane()
        self.play(Create(number_plane), Create(axes))
        curve = axes.plot(lambda x: x**0.5, x_range=[0, 9], color=TEAL)
        label = MathTex(r"y = \sqrt{x}", color=TEAL).to_corner(DL)
        self.play(Create(number_plane), Create(axes), Create(curve))
        self.play(FadeIn(label))
        self.wait()
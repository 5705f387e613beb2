from manim import *

class AxesAndCurve(Scene):
    def construct(self):
        axes = Axes(
            x_range=[0, 10, 1],
            y_range=[0, 3, 1],
            x_length=10,
            y_length=3,
            axis_config={"include_numbers": True},
        )
        curve = axes.plot(lambda x: np.sqrt(x), x_range=[0, 9], color=TEAL)
        label = axes.get_graph_label(curve, label="y = sqrt(x)")
        self.play(Create(axes), Create(curve), Write(label))
        self.wait()
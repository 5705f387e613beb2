from manim import *


class SinePlot(Scene):
    """Axes with a plotted function: the sine curve drawn on coordinate axes with a label for the graph."""

    def construct(self):
        axes = Axes(x_range=[-4, 4, 1], y_range=[-1.5, 1.5, 0.5], x_length=9, y_length=4.5)
        graph = axes.plot(lambda x: np.sin(x), color=BLUE)
        label = axes.get_graph_label(graph, label=MathTex(r"\sin(x)"), x_val=2, direction=UP)
        self.play(Create(axes))
        self.play(Create(graph), run_time=2)
        self.play(Write(label))
        self.wait()

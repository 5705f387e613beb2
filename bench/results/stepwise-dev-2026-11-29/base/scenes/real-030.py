from manim import *

class ECurveWithDot(Scene):
    def construct(self):
        axes = Axes(x_range=[-2, 1, 0.5], y_range=[0, 10, 1], x_length=7, y_length=5)
        curve = axes.plot(lambda x: np.exp(x), x_range=[-2, 1], color=GREEN)
        dot = Dot(axes.input_to_graph_point(-2, curve), color=WHITE, radius=0.1)
        line = always_redraw(
            lambda: DashedLine(dot.get_center(), axes.c2p(dot.get_center()[0], 0))
        )
        self.play(Create(axes), Create(curve))
        self.play(FadeIn(dot), Create(line))
        self.play(dot.animate.move_to(axes.input_to_graph_point(1, curve)), run_time=2)
        self.wait()
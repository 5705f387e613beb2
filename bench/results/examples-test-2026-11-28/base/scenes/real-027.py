from manim import *

class AxesWithLineAndDot(Scene):
    def construct(self):
        axes = Axes(x_range=[0, 10, 1], y_range=[-5, 5, 1], axis_config={"include_numbers": True})
        curve = axes.plot(lambda x: 2*x - 1, x_range=[-3, 3], color=ORANGE)
        dot = Dot(np.array([0.5, 0, 0]), color=ORANGE)
        label1 = Text("(0.5, 0)", color=ORANGE)
        label2 = Text("(0, 2)", color=ORANGE)
        label1.next_to(dot, UP)
        label2.next_to(dot, RIGHT)
        label1.add_background_rectangle()  # hides the grid lines behind the text
        label2.add_background_rectangle()  # hides the grid lines behind the text
        self.play(FadeIn(axes), Create(curve), Create(dot))
        self.play(Write(label1), Write(label2))
        self.wait()
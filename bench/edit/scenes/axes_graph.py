from manim import *


class Main(Scene):
    def construct(self):
        axes = Axes(x_range=[-4, 4, 1], y_range=[-2, 2, 1], x_length=9, y_length=4.5)
        graph = axes.plot(lambda x: np.sin(x), color=YELLOW)
        label = Text("sin(x)", font_size=32, color=YELLOW).to_corner(UR)
        self.play(Create(axes))
        self.play(Create(graph), run_time=2)
        self.play(FadeIn(label))
        self.wait()

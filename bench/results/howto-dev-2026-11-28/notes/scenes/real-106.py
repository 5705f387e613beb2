from manim import *

class RedDotSineTrace(Scene):
    def construct(self):
        radius = 1.5
        floor = Line(LEFT * 6.5, RIGHT * 6.5).shift(DOWN * 2)
        start = LEFT * 5 + DOWN * 2 + UP * radius
        dot = Dot(start, color=RED)
        circle = Circle(color=WHITE, radius=radius)
        axes = Axes(
            x_range=[0, 7, 1],
            y_range=[-2, 2, 1],
            x_length=6,
            y_length=3,
            tips=False,
        ).move_to(RIGHT * 2.5)
        g = axes.plot(lambda x: np.sin(x), color=YELLOW)
        trail = TracedPath(dot.get_center, stroke_color=YELLOW)
        self.add(floor, axes, g, trail, dot, circle)
        self.play(dot.animate.move_to(RIGHT * 3), rate_func=linear)
        self.wait()
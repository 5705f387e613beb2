"""real-106 (motion): A red dot moves once around a white circle on the left of the screen while a graph on the right traces the dot's height as a sine wave."""

from manim import *


class Main(Scene):
    def construct(self):
        circle = Circle(radius=1.5, color=WHITE).shift(LEFT * 4.5)
        t = ValueTracker(0)
        dot = always_redraw(lambda: Dot(circle.point_at_angle(t.get_value()), color=RED))
        pen = always_redraw(lambda: Dot([-2 + t.get_value() * 1.0, circle.get_center()[1] + 1.5 * np.sin(t.get_value()), 0], color=YELLOW, radius=0.06))
        wave = TracedPath(pen.get_center, stroke_color=YELLOW, stroke_width=4)
        link = always_redraw(lambda: DashedLine(dot.get_center(), pen.get_center(), stroke_width=2))
        self.play(Create(circle))
        self.add(wave, dot, pen, link)
        self.play(t.animate.set_value(TAU), run_time=4, rate_func=linear)
        self.wait(0.5)

from manim import *


class TracingDot(Scene):
    """Tracing a point: a dot moves in a circle and leaves a trail behind it (TracedPath), drawing the path it followed."""

    def construct(self):
        dot = Dot(RIGHT * 2, color=YELLOW)
        trail = TracedPath(dot.get_center, stroke_color=YELLOW, stroke_width=4)
        self.add(trail, dot)
        self.play(Rotating(dot, angle=TAU, about_point=ORIGIN), run_time=3, rate_func=linear)
        self.wait()

from manim import *

class BlueDotTraces(Scene):
    def construct(self):
        dot = Dot(RIGHT * 2, color=BLUE)
        dot.to_edge(LEFT, buff=0.2)
        trail = TracedPath(dot.get_center, stroke_color=YELLOW, stroke_width=4)
        self.add(trail, dot)
        self.play(Rotating(dot, angle=TAU, about_point=ORIGIN), run_time=3, rate_func=linear)
        self.wait()

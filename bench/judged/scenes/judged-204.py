from manim import *


class RedSquareTracesSquare(Scene):
    def construct(self):
        square = Square(side_length=1.5, color=RED, fill_opacity=0.6).to_edge(LEFT)
        start = square.copy()
        distance = config.frame_width - 1 - square.width  # left edge to right edge
        trail = TracedPath(square.get_center, stroke_color=GREY, stroke_width=2)
        self.play(FadeIn(square))
        self.add(trail)

        def move_and_trace(mob, alpha):
            # start again from the first position each frame, then move and trace by alpha
            mob.become(start)
            mob.shift(RIGHT * distance * alpha)
            mob.rotate(2 * TAU * alpha)

        self.play(UpdateFromAlphaFunc(square, move_and_trace), run_time=4, rate_func=linear)
        self.wait()
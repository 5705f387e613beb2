from manim import *


class SpinWhileMoving(Scene):
    """A blue square spins two full turns while, at the same time, it moves in a straight line from the left edge of the screen to the right edge; a thin grey trail of its centre shows the path is straight (UpdateFromAlphaFunc doing shift and rotate together, TracedPath)."""

    def construct(self):
        square = Square(side_length=1.5, color=BLUE, fill_opacity=0.6).to_edge(LEFT)
        start = square.copy()
        distance = config.frame_width - 1 - square.width  # left edge to right edge
        trail = TracedPath(square.get_center, stroke_color=GREY, stroke_width=2)
        self.play(FadeIn(square))
        self.add(trail)

        def spin_and_move(mob, alpha):
            # start again from the first position each frame, then move and turn by alpha
            mob.become(start)
            mob.shift(RIGHT * distance * alpha)
            mob.rotate(2 * TAU * alpha)

        self.play(UpdateFromAlphaFunc(square, spin_and_move), run_time=4, rate_func=linear)
        self.wait()

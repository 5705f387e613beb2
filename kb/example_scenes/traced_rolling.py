from manim import *


class RollingCircleTrace(Scene):
    """A wheel with one spoke rolls along a horizontal line from left to right, turning as it moves, while TracedPath draws the cycloid that a red point on its rim traces: one ValueTracker for the distance rolled gives both the centre and the turn (angle = distance / radius)."""

    def construct(self):
        radius = 0.8
        floor = Line(LEFT * 6.5, RIGHT * 6.5).shift(DOWN * 2)
        start = LEFT * 5 + DOWN * 2 + UP * radius
        rolled = ValueTracker(0)

        def centre():
            return start + RIGHT * rolled.get_value()

        def rim_point():
            # rolling to the right turns the wheel clockwise by distance / radius
            return centre() + rotate_vector(DOWN * radius, -rolled.get_value() / radius)

        wheel = always_redraw(lambda: Circle(radius=radius, color=BLUE).move_to(centre()))
        spoke = always_redraw(lambda: Line(centre(), rim_point(), color=BLUE))
        point = always_redraw(lambda: Dot(rim_point(), color=RED))
        trace = TracedPath(rim_point, stroke_color=RED)
        self.add(floor, trace, wheel, spoke, point)
        self.play(rolled.animate.set_value(2 * PI * radius * 1.8), run_time=5, rate_func=linear)
        self.wait()

from manim import *


class RollingCircleTrace(Scene):
    """A point on a rolling wheel traces a cycloid curve: the circle rolls to the right while TracedPath draws the curve of a point on its rim."""

    def construct(self):
        radius = 0.8
        wheel = Circle(radius=radius, color=BLUE).move_to(LEFT * 5 + UP * radius)
        point = Dot(wheel.get_bottom(), color=RED)
        rim = VGroup(wheel, point)
        trace = TracedPath(point.get_center, stroke_color=RED)
        floor = Line(LEFT * 6, RIGHT * 6)
        self.add(floor, trace, rim)
        distance = 2 * PI * radius
        self.play(
            rim.animate.shift(RIGHT * distance).rotate(
                -TAU, about_point=wheel.get_center() + RIGHT * distance
            ),
            run_time=3,
            rate_func=linear,
        )
        self.wait()

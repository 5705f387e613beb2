from manim import *


class AngleBetweenLines(Scene):
    """Two lines meeting at a point with the angle between them marked by an arc and labelled with theta, and the angle opening up."""

    def construct(self):
        angle_value = ValueTracker(40)
        base = Line(ORIGIN, RIGHT * 3)
        arm = always_redraw(
            lambda: Line(ORIGIN, RIGHT * 3).rotate(
                angle_value.get_value() * DEGREES, about_point=ORIGIN
            )
        )
        arc = always_redraw(lambda: Angle(base, arm, radius=0.7))
        theta = always_redraw(
            lambda: MathTex(r"\theta").move_to(
                Angle(base, arm, radius=1.1).point_from_proportion(0.5)
            )
        )
        self.add(base, arm, arc, theta)
        self.play(angle_value.animate.set_value(100), run_time=2)
        self.wait()

from manim import *


class EllipseAxisEnds(Scene):
    """A wide blue ellipse, 6 wide and 3 tall (Ellipse(width=6, height=3)); white dots appear exactly on the two ends of its long (major) axis, at the far left and far right of the ellipse (get_left(), get_right()), then red dots on the two ends of its short (minor) axis at the top and bottom (get_top(), get_bottom()); finally the major axis is drawn as a white dashed line between the two white dots."""

    def construct(self):
        ellipse = Ellipse(width=6, height=3, color=BLUE)
        left_dot = Dot(ellipse.get_left(), color=WHITE)
        right_dot = Dot(ellipse.get_right(), color=WHITE)
        top_dot = Dot(ellipse.get_top(), color=RED)
        bottom_dot = Dot(ellipse.get_bottom(), color=RED)
        # buff keeps the dashes from covering the dots at the two ends
        major_axis = DashedLine(
            left_dot.get_center(), right_dot.get_center(), buff=0.1, dash_length=0.2, color=WHITE
        )
        self.play(Create(ellipse))
        self.play(FadeIn(left_dot), FadeIn(right_dot))
        self.play(FadeIn(top_dot), FadeIn(bottom_dot))
        self.play(Create(major_axis))
        self.wait()

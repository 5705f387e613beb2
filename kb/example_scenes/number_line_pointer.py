from manim import *


class NumberLinePointer(Scene):
    """A pointer above a number line: a number line from -3 to 5 with a tick at every integer, an arrow above the number 3 pointing down at it, then a triangle marker sliding above the line from 0 to 4 while a number under the line shows its current position (ValueTracker and n2p)."""

    def construct(self):
        line = NumberLine(x_range=[-3, 5, 1], length=10, include_numbers=True)
        arrow = Arrow(line.n2p(3) + UP * 1.5, line.n2p(3) + UP * 0.2, buff=0, color=YELLOW)
        self.play(Create(line))
        self.play(GrowArrow(arrow))
        self.play(FadeOut(arrow))
        x = ValueTracker(0)
        marker = always_redraw(
            lambda: (
                Triangle(color=RED, fill_opacity=1)
                .scale(0.15)
                .rotate(PI)
                .next_to(line.n2p(x.get_value()), UP, buff=0.1)
            )
        )
        readout = always_redraw(
            lambda: DecimalNumber(x.get_value(), num_decimal_places=2, color=RED).next_to(
                line.n2p(x.get_value()), DOWN, buff=0.7
            )
        )
        self.play(FadeIn(marker), FadeIn(readout))
        self.play(x.animate.set_value(4), run_time=3)
        self.wait()

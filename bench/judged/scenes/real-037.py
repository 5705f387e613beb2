from manim import *

class NumberLineTriangle(Scene):
    def construct(self):
        line = NumberLine(x_range=[0, 1, 0.25], length=4, color=RED, include_numbers=True)
        marker = Triangle(color=RED, fill_opacity=1)
        marker.scale(0.15)
        marker.rotate(PI)
        self.play(Create(line))
        self.play(GrowArrow(line.n2p(0) + UP * 1.5, line.n2p(0.75) + UP * 0.2))
        self.play(FadeOut(line.n2p(0) + UP * 1.5, line.n2p(0.75) + UP * 0.2))
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
        self.play(x.animate.set_value(0.75), run_time=3)
        self.wait()
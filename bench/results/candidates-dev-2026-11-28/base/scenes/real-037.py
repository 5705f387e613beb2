from manim import *

class NumberLineTriangle(Scene):
    def construct(self):
        line = NumberLine(x_range=[0, 1, 0.25], length=4, color=RED, include_numbers=True)
        marker = Triangle(color=RED, fill_opacity=1)
        marker.scale(0.15)
        marker.rotate(PI)
        self.play(Create(line))
        self.play(GrowArrow(AlwaysRedraw(
            lambda: (marker.next_to(line.n2p(0), UP, buff=0.1))
        )))
        self.play(GrowArrow(AlwaysRedraw(
            lambda: (DecimalNumber(0, num_decimal_places=2, color=RED).next_to(
                line.n2p(0), DOWN, buff=0.7
            ))
        )))
        self.play(marker.animate.move_to(line.n2p(0.75)), run_time=3)
        self.wait()
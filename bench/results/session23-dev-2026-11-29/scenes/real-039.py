from manim import *

class ThermometerBar(Scene):
    def construct(self):
        scale = NumberLine(
            x_range=[0, 100, 10],
            length=6,
            rotation=90 * DEGREES,
            include_numbers=True,
            label_direction=LEFT,
        ).to_edge(LEFT, buff=1.5)
        level = ValueTracker(0)
        bar = always_redraw(
            lambda: Rectangle(
                width=0.3,
                height=max(scale.n2p(level.get_value())[1] - scale.n2p(0)[1], 0.01),
                color=RED,
                fill_opacity=1,
            ).next_to(scale.n2p(0), RIGHT, buff=0.1, aligned_edge=DOWN)
        )
        value = always_redraw(
            lambda: Integer(level.get_value(), color=RED).next_to(bar, RIGHT).align_to(bar, UP)
        )
        self.play(Create(scale))
        self.add(bar, value)
        self.play(level.animate.set_value(70), run_time=3)
        self.wait()
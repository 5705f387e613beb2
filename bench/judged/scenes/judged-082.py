from manim import *


class StarsSpinInRow(Scene):
    def construct(self):
        star1 = Star(color=RED, fill_opacity=0.6)
        star2 = Star(color=BLUE, fill_opacity=0.6)
        star3 = Star(color=GREEN, fill_opacity=0.6)
        row = VGroup(star1, star2, star3).arrange(RIGHT, buff=1)
        self.play(LaggedStart(*[FadeIn(m) for m in row], lag_ratio=1))
        self.wait(0.5)
        # Rotate turns each shape about its own centre, so none of them moves away
        self.play(
            Rotate(star1, angle=2 * PI),
            Rotate(star2, angle=2 * PI),
            Rotate(star3, angle=2 * PI),
            run_time=3,
        )
        self.wait()
from manim import *

class ProgressBar(Scene):
    def construct(self):
        progress = ValueTracker(0)
        bar = Rectangle(width=11, height=0.3).set_fill(GREY, opacity=0)
        percentage = Text("0%", font_size=96, color=WHITE)
        percentage.next_to(bar, UP, buff=0.8)
        fill = always_redraw(
            lambda: (
                Rectangle(
                    width=max(11 * progress.get_value() / 100, 0.01),
                    height=0.3,
                    color=GREEN,
                    fill_opacity=1,
                    stroke_width=0,
                )
                .align_to(bar, LEFT)
                .match_y(bar)
            )
        )
        self.play(FadeIn(bar), FadeIn(percentage), Create(fill))
        self.play(progress.animate.set_value(100), run_time=4, rate_func=linear)
        self.wait()
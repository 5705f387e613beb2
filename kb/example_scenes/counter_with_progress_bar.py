from manim import *


class CounterWithProgressBar(Scene):
    """A number in the centre counts from 0 to 100 while a progress bar below it fills with green from left to right, both driven by the same value (ValueTracker, DecimalNumber with add_updater, always_redraw Rectangle anchored at the bar's left end)."""

    def construct(self):
        progress = ValueTracker(0)
        number = DecimalNumber(0, num_decimal_places=0, font_size=96, color=WHITE)
        number.add_updater(lambda m: m.set_value(progress.get_value()))
        frame = Rectangle(width=8, height=0.6, color=WHITE).next_to(number, DOWN, buff=0.8)
        fill = always_redraw(
            lambda: (
                Rectangle(
                    width=max(8 * progress.get_value() / 100, 0.01),
                    height=0.6,
                    color=GREEN,
                    fill_opacity=1,
                    stroke_width=0,
                )
                .align_to(frame, LEFT)
                .match_y(frame)
            )
        )
        self.play(FadeIn(number), Create(frame))
        self.add(fill)
        self.play(progress.animate.set_value(100), run_time=4, rate_func=linear)
        self.wait()

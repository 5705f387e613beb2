"""real-095 (counting): Show a progress bar as an empty rectangle that fills up from left to right while a percentage above it goes from 0% to 100%."""

from manim import *


class Main(Scene):
    def construct(self):
        outline = Rectangle(width=8, height=0.8)
        t = ValueTracker(0)
        fill = always_redraw(lambda: Rectangle(width=max(8 * t.get_value() / 100, 0.001), height=0.8, color=GREEN, fill_opacity=0.9, stroke_width=0).align_to(outline, LEFT))
        percent = Integer(0, unit=r"\%").next_to(outline, UP, buff=0.5)
        percent.add_updater(lambda p: p.set_value(t.get_value()))
        self.play(Create(outline))
        self.add(fill, percent)
        self.play(t.animate.set_value(100), run_time=3)
        self.wait(0.5)

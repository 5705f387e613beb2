from manim import *


class FollowWithUpdater(Scene):
    """An object follows another with an updater: a label stays next to a moving dot, and a line connects the dot to the centre (always_redraw)."""

    def construct(self):
        dot = Dot(LEFT * 3, color=RED)
        label = Text("P", font_size=32)
        label.add_updater(lambda m: m.next_to(dot, UP))
        line = always_redraw(lambda: Line(ORIGIN, dot.get_center(), color=GRAY))
        self.add(line, dot, label)
        self.play(dot.animate.move_to(RIGHT * 3 + UP), run_time=2)
        self.play(dot.animate.move_to(DOWN * 2), run_time=2)
        self.wait()

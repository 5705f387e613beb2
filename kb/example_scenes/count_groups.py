from manim import *


class CountGroups(Scene):
    """Counting with groups: the numerals 1 to 4 shown one after another, each above a row of that many circles (1 with one circle, 2 with two circles, and so on), each numeral and row replacing the previous one."""

    def construct(self):
        shown = None
        for n in range(1, 5):
            numeral = Integer(n, font_size=96)
            circles = VGroup(*[Circle(radius=0.4, color=BLUE, fill_opacity=0.6) for _ in range(n)])
            circles.arrange(RIGHT, buff=0.3)
            group = VGroup(numeral, circles).arrange(DOWN, buff=0.8)
            if shown is None:
                self.play(FadeIn(group))
            else:
                self.play(ReplacementTransform(shown, group))
            shown = group
            self.wait(0.5)
        self.wait()

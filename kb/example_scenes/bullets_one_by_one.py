from manim import *


class BulletsOneByOne(Scene):
    """Three bullet points appear one after another on the left side of the screen, left-aligned; then the second bullet is greyed out and crossed out with a red line while the other two stay white (VGroup.arrange with aligned_edge=LEFT, to_edge(LEFT), set_color, Line through the text)."""

    def construct(self):
        bullets = VGroup(
            Text("• Buy milk", font_size=40, color=WHITE),
            Text("• Walk the dog", font_size=40, color=WHITE),
            Text("• Call grandma", font_size=40, color=WHITE),
        )
        bullets.arrange(DOWN, aligned_edge=LEFT, buff=0.6).to_edge(LEFT, buff=1)
        for bullet in bullets:
            self.play(FadeIn(bullet, shift=RIGHT * 0.3), run_time=0.8)
        second = bullets[1]
        strike = Line(second.get_left(), second.get_right(), color=RED, stroke_width=6)
        self.wait(0.5)
        self.play(second.animate.set_color(GREY))
        self.play(Create(strike))
        self.wait()

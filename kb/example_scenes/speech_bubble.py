from manim import *


class SpeechBubble(Scene):
    """A speech bubble: a small character on the left (a yellow circle head on a short body line) and a white rounded rectangle speech bubble on the right side of the screen, with a small triangle tail on the lower-left edge of the bubble pointing at the head; the bubble appears, then the text "Hi there!" is written inside it."""

    def construct(self):
        head = Circle(radius=0.7, color=YELLOW, fill_opacity=0.8).move_to(LEFT * 3 + DOWN * 1.6)
        body = Line(head.get_bottom(), head.get_bottom() + DOWN * 1.2, color=YELLOW)
        bubble = RoundedRectangle(width=5.5, height=2.4, corner_radius=0.4, color=WHITE)
        bubble.move_to(RIGHT * 1.8 + UP * 1)
        corner = bubble.get_corner(DL)
        tail = Polygon(
            corner + RIGHT * 0.5,
            corner + RIGHT * 1.7,
            head.get_corner(UR),
            color=WHITE,
        )
        text = Text("Hi there!", font_size=56).move_to(bubble)
        self.play(FadeIn(head), Create(body))
        self.play(Create(bubble), Create(tail))
        self.play(Write(text))
        self.wait()

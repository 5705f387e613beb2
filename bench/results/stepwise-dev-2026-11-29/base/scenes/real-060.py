from manim import *

class ArrangeCircles(Scene):
    def construct(self):
        circles = VGroup(*[Circle(radius=0.4, color=BLUE, fill_opacity=0.6) for _ in range(12)])
        circles.arrange_in_grid(rows=3, cols=4, buff=0.3)
        self.play(FadeIn(circles))

        odd_circles = circles[1::2]
        self.play(FadeOut(circle) for circle in odd_circles)
        self.wait()

        text_group = VGroup(*[Text(str(i)) for i in range(1, 13)])
        text_group.arrange_in_grid(rows=1, cols=12, buff=0.25)
        self.play(FadeIn(text_group))
        self.wait()
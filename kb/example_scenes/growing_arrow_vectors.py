from manim import *


class VectorAddition(Scene):
    """Vector addition: two arrows placed head to tail and their sum drawn as a third arrow from the start to the end, with labels."""

    def construct(self):
        a = Arrow(ORIGIN, RIGHT * 3, buff=0, color=BLUE)
        b = Arrow(RIGHT * 3, RIGHT * 3 + UP * 2, buff=0, color=GREEN)
        total = Arrow(ORIGIN, RIGHT * 3 + UP * 2, buff=0, color=YELLOW)
        labels = VGroup(
            MathTex(r"\vec a").next_to(a, DOWN),
            MathTex(r"\vec b").next_to(b, RIGHT),
            MathTex(r"\vec a + \vec b").next_to(total.get_center(), UL),
        )
        VGroup(a, b, total, labels).move_to(ORIGIN)
        self.play(GrowArrow(a), Write(labels[0]))
        self.play(GrowArrow(b), Write(labels[1]))
        self.play(GrowArrow(total), Write(labels[2]))
        self.wait()

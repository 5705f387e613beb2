from manim import *


class LabelAndArrow(Scene):
    def construct(self):
        blue_square = Square(color=BLUE, fill_opacity=0.5)
        red_square = Square(color=RED, fill_opacity=0.5)
        label_A = Text("A", font_size=36).next_to(blue_square, UP)
        label_B = Text("B", font_size=36).next_to(red_square, UP)
        arrow = Arrow(blue_square.get_right(), red_square.get_left(), buff=0.1)
        group = VGroup(blue_square, red_square, label_A, label_B, arrow)
        self.play(Create(blue_square), Create(red_square))
        self.play(GrowArrow(arrow), FadeIn(label_A), FadeIn(label_B))
        self.wait()
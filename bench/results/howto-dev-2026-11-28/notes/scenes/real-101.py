from manim import *

class SquareExample(Scene):
    def construct(self):
        square = Square(side_length=3.0, color=BLUE).shift(DOWN * 1.5)
        area_label = MathTex(r'Area = 9', font_size=24).move_to(square)
        side_text = MathTex(r'3').next_to(square, LEFT * 1.5, buff=0.4)
        bottom_text = MathTex(r'3').next_to(square, DOWN * 1.5, buff=0.4)
        self.add(square, area_label, side_text, bottom_text)
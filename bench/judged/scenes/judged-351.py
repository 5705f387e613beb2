from manim import *

class NumberLineWithBrace(Scene):
    def construct(self):
        line = NumberLine(x_range=[0, 5, 1], length=11, include_numbers=True)
        dot1 = Dot(line.n2p(1), color=BLUE)
        dot2 = Dot(line.n2p(4), color=RED)
        brace = Brace(line, direction=UP, buff=0.2, sharpness=2, stroke_width=0, fill_opacity=1.0, background_stroke_width=0, background_stroke_color=BLACK)
        text = Text("3", color=WHITE, font_size=36)
        text.next_to(brace, UP, buff=0.2)
        self.play(Create(line))
        self.play(Create(dot1), Create(dot2))
        self.play(Create(brace))
        self.play(Create(text))
        self.wait()
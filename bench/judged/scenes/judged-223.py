from manim import *

class ManimUnderlined(Scene):
    def construct(self):
        text = Text("Manim", font_size=100, color=BLUE)
        underline = Line(text.get_left(), text.get_right(), color=WHITE, stroke_width=5)
        self.play(Create(text), run_time=2)
        self.play(Create(underline), run_time=2)
        self.wait()
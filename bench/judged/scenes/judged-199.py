from manim import *


class SwapTopBottom(Scene):
    def construct(self):
        top_text = Text("Top", font_size=72, color=WHITE).move_to(UP)
        bottom_text = Text("Bottom", font_size=72, color=WHITE).move_to(DOWN)
        self.play(Create(top_text), Create(bottom_text))
        self.wait(0.5)
        # swap the texts by moving the bottom text to the top and the top text to the bottom
        self.play(bottom_text.animate.move_to(UP), top_text.animate.move_to(DOWN), run_time=1)
        self.wait()
from manim import *


class TextSequence(Scene):
    def construct(self):
        ready = Text("Ready", color=RED)
        set_text = Text("Set", color=YELLOW)
        go_text = Text("Go", color=GREEN)
        self.play(Write(ready), run_time=1)
        self.play(Write(set_text), run_time=1)
        self.play(Write(go_text), run_time=1)
        self.wait()
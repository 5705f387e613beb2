from manim import *

class ReadySetGo(Scene):
    def construct(self):
        text = Text("Ready", color=GREEN)
        self.play(Create(text))
        self.wait(1)
        text.replace(Text("Set", color=GREEN))
        self.wait(1)
        text.replace(Text("Go!", color=GREEN))
        self.wait(1)
from manim import *


class ChangeText(Scene):
    def construct(self):
        hello = Text("Hello", font_size=72, color=YELLOW)
        goodbye = Text("Goodbye", font_size=72, color=BLUE)
        self.play(Write(hello))
        self.play(Transform(hello, goodbye))
        self.wait()
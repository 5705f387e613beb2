from manim import *

class LoadingMessage(Scene):
    def construct(self):
        text = Text("Loading...")
        text.to_edge(DOWN)
        circle = Circle(color=WHITE, arc_center=LEFT * 2)
        self.play(Create(text), Create(circle))
        self.wait()

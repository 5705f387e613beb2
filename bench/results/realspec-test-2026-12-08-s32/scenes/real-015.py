from manim import *

class LoadingMessage(Scene):
    def construct(self):
        message = Text("Loading...", font_size=64, color=WHITE).to_edge(DOWN, buff=1)
        circle = Circle(color=WHITE, radius=0.5).to_edge(LEFT, buff=1)
        self.play(Create(circle))
        self.play(Create(message))
        self.play(circle.animate.rotate(PI / 2))
        self.play(message.animate.shift(RIGHT * 2))
        self.wait()
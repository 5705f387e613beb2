from manim import *

class LoadingMessage(Scene):
    def construct(self):
        message = Text("Loading...", color=WHITE).scale(1.5).to_edge(LEFT)
        circle = Circle(radius=2, stroke_color=WHITE, fill_color=WHITE, fill_opacity=1.0, stroke_width=2).move_to(message[0]) # Position the circle

        self.play(Write(message))
        self.play(Create(circle))
        self.play(circle.animate.rotate(PI / 2))
        self.play(circle.animate.rotate(-PI / 2))
        self.wait()
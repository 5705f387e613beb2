from manim import *

class PurpleSquareCircularPath(Scene):
    def construct(self):
        square = Square(side_length=2, color=PURPLE, fill_opacity=0.8).to_edge(LEFT)
        circle = Circle(radius=2, color=WHITE, stroke_width=3)
        self.play(Create(square))
        self.play(Create(circle))
        self.play(square.animate.shift(RIGHT * config.frame_width))
        self.wait()
        self.play(FadeOut(square), FadeOut(circle))
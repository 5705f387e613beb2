from manim import *

class RedCircleRotates(Scene):
    def construct(self):
        circle = Circle(radius=1, color=RED, fill_opacity=0.5)
        square = Square(side_length=2, color=BLUE, fill_opacity=0.5)
        # one after another: each self.play waits for the previous one to finish
        self.play(Create(circle))
        self.play(square.animate.rotate(PI / 4, about_point=ORIGIN))
        self.play(circle.animate.shift(RIGHT * 3))
        self.wait()
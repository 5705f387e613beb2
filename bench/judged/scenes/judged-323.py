from manim import *

class GreenCircleMoveAndScale(Scene):
    def construct(self):
        circle = Circle(color=GREEN, fill_opacity=0.5)
        circle.to_corner(UL)
        self.play(Create(circle))
        self.play(circle.animate.shift(LEFT * 3))
        self.play(circle.animate.shift(DOWN * 3))
        self.play(circle.animate.to_corner(DR))
        self.play(circle.animate.scale(0.5))
        self.wait()

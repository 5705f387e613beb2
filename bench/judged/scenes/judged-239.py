from manim import *


class OrangeCircleWithSquare(Scene):
    def construct(self):
        orange_circle = Circle(radius=3, color=ORANGE).shift(DOWN)
        square = Square(side_length=1, color=WHITE, stroke_width=2).move_to(orange_circle.get_center() + RIGHT * 1.5)
        self.play(Create(orange_circle))
        self.play(Create(square))
        self.play(square.animate.shift(RIGHT * 2))
        self.wait()
from manim import *


class BlueSquareAndRedCircleOverlap(Scene):
    def construct(self):
        square = Square(color=BLUE, fill_opacity=0.7)
        circle = Circle(radius=1, color=RED, fill_opacity=0.7)
        square.move_to(circle.get_center())
        circle.next_to(square, UP)
        self.play(Create(square), Create(circle))
        self.play(circle.animate.move_to(square.get_center()))
        self.wait()

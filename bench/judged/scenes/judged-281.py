from manim import *

class BlueSquareAboveRedCircle(Scene):
    def construct(self):
        square = Square(side_length=2, color=BLUE)
        circle = Circle(radius=1, color=RED)
        square.move_to(LEFT * 3.5)
        circle.next_to(square, UP)
        self.play(Create(square))
        self.play(Create(circle))
        self.play(circle.animate.move_to(square.get_center() + RIGHT * 1.5))
        self.wait()
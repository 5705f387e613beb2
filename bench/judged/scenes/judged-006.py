from manim import *

class LongThinRectangleOnTopOfSquare(Scene):
    def construct(self):
        rectangle = Rectangle(width=10, height=0.1, color=BLUE)
        square = Square(side_length=0.5, color=RED)
        square.move_to(rectangle.get_left())
        self.play(Create(rectangle), Create(square))
        self.wait()
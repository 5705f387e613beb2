# Description: Edit: put a small red square inside it
#   Edit: mark the exact centre with a yellow dot.
from manim import *

class LargeBlueCircle(Scene):
    def construct(self):
        circle = Circle(radius=5, color=BLUE)
        yellow_dot = Dot(color=YELLOW)
        square = Square(color=RED, side_length=1)
        square.move_to(circle.get_center())
        square.add(yellow_dot)
        self.play(Create(square))
        square.move_to(circle.get_center()).shift(DOWN * 0.5)
        self.play(Create(circle))
        self.wait()
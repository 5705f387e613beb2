from manim import *

class SimpleHouse(Scene):
    def construct(self):
        square = Square(color=BLUE, fill_opacity=0.5)
        triangle = Triangle(color=RED, fill_opacity=0.5).scale(1.2)
        triangle.move_to(square.get_center() + 2 * RIGHT + 2 * UP)
        self.play(Create(square), Create(triangle))
        self.wait()
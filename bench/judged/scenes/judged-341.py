from manim import *

class PurpleTriangleOnTopOfOrangeRectangle(Scene):
    def construct(self):
        rectangle = Rectangle(color=ORANGE, width=4, height=3, fill_opacity=0.6)
        triangle = Triangle(color=PURPLE, fill_opacity=0.6).scale(0.5)  # smaller triangle
        # orange rectangle's bottom edge is the triangle's top edge
        triangle.next_to(rectangle, UP)  # move triangle above rectangle
        self.play(Create(rectangle))
        self.play(Create(triangle))
        self.play(triangle.animate.shift(DOWN * 2))  # move triangle down
        self.wait()
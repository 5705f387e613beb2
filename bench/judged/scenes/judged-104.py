from manim import *

class TriangleMedians(Scene):
    def construct(self):
        # draw the triangle
        triangle = Triangle(color=RED)
        self.play(Create(triangle))

        # draw the medians
        median1 = Line(triangle.get_left(), triangle.get_right(), color=BLUE)
        median2 = Line(triangle.get_bottom(), triangle.get_top(), color=GREEN)
        median3 = Line(triangle.get_left(), triangle.get_bottom(), color=ORANGE)

        self.play(Create(median1), Create(median2), Create(median3))

        # mark the point G
        G = Dot(triangle.get_center(), color=RED)
        self.play(Create(G))
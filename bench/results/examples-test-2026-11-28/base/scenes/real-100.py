from manim import *


class IsoscelesTriangle(Scene):
    def construct(self):
        # Define the points of the isosceles triangle
        A, B, C = LEFT * 2 + DOWN, RIGHT * 2 + DOWN, RIGHT * 2 + UP * 1.5
        triangle = Polygon(A, B, C, color=BLUE)
        # Draw the tick marks on the two equal sides
        tick_marks = [
            DashedLine(LEFT * 2 + DOWN, RIGHT * 2 + DOWN, dash_length=0.2),
            DashedLine(LEFT * 2 + UP * 1.5, RIGHT * 2 + UP * 1.5, dash_length=0.2),
        ]
        self.play(Create(triangle), *[Create(t) for t in tick_marks])
        # Label the top vertex P and the base angles x
        P = RIGHT * 1 + DOWN
        x1 = MathTex("x").next_to(P, LEFT, buff=0.5)
        x2 = MathTex("x").next_to(P, RIGHT, buff=0.5)
        self.play(Write(P), Write(x1), Write(x2))
        self.wait()
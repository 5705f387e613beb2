from manim import *

class IsoscelesTriangle(Scene):
    def construct(self):
        # Define the coordinates of the triangle
        A, B, C = LEFT * 2 + DOWN, RIGHT * 2 + DOWN, RIGHT * 2 + UP * 1.5

        # Draw the triangle
        triangle = Polygon(A, B, C, color=BLUE)

        # Mark the two equal sides with small tick marks
        tick_marks = [
            Line(LEFT * 2 + DOWN, RIGHT * 2 + DOWN, stroke_width=2, stroke_color=GRAY),
            Line(RIGHT * 2 + DOWN, RIGHT * 2 + UP * 1.5, stroke_width=2, stroke_color=GRAY)
        ]
        self.play(Create(VGroup(*tick_marks)))

        # Label the top vertex P
        P = RIGHT * 2 + DOWN
        label = MathTex("P").next_to(P, UP, buff=0.1)
        self.play(Write(label))

        # Label the base angles x
        alpha = MathTex(r"x").move_to(ORIGIN + LEFT * 0.5)
        beta = MathTex(r"x").move_to(ORIGIN + RIGHT * 0.5)
        self.play(Write(alpha))
        self.play(Write(beta))

        # Rotate the triangle
        self.rotate(P, alpha / 2, axis=LEFT, about_point=P)

        self.wait()
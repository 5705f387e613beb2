from manim import *

class TriangleWithAngles(Scene):
    def construct(self):
        A, B, C = LEFT * 2 + DOWN, RIGHT * 2 + DOWN, RIGHT * 2 + UP * 1.5
        triangle = Polygon(A, B, C, color=BLUE)
        labels = VGroup(
            MathTex("A").move_to(A),
            MathTex("B").move_to(B),
            MathTex("C").move_to(C),
        )

        # Mark the angles with arcs
        angle_A = Arc(
            start_angle=PI/2 - 0.15*PI,
            color=RED, fill_color=RED, fill_opacity=0.5,
        )
        angle_B = Arc(
            start_angle=PI/2 - 0.25*PI,
            color=ORANGE, fill_color=ORANGE, fill_opacity=0.5,
        )
        angle_C = Arc(
            start_angle=PI/2 - 0.35*PI,
            color=GREEN, fill_color=GREEN, fill_opacity=0.5,
        )
        self.play(Create(triangle), Create(labels), Create(angle_A), Create(angle_B), Create(angle_C))
        self.wait(2)  # Adjust the wait time as needed to ensure the angles are visible
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

        # Draw arcs for the angles
        angle1 = Arc(RIGHT * 0.4, angle=90) # angle at A
        angle2 = Arc(RIGHT * 0.4, angle=90) # angle at B
        angle3 = Arc(RIGHT * 0.4, angle=90) # angle at C

        # Place the arcs outside the triangle
        angle1.next_to(triangle, RIGHT, buff=0.5)
        angle2.next_to(triangle, LEFT, buff=0.5)
        angle3.next_to(triangle, DOWN, buff=0.5)

        # Write the total angle formula
        formula = MathTex(r"\text{The angles add up to } 180^\circ")
        formula.next_to(angle1, LEFT, buff=0.5)
        formula.next_to(angle2, LEFT, buff=0.5)
        formula.next_to(angle3, LEFT, buff=0.5)

        self.play(Create(triangle), Write(labels), Create(angle1), Create(angle2), Create(angle3), Write(formula))
        self.wait()
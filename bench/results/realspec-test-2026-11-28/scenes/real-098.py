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

        # draw arcs for the angles
        angle1 = Arc(RIGHT * 0.1, angle=120 * DEGREES)
        angle2 = Arc(RIGHT * 0.1, angle=-120 * DEGREES)
        angle3 = Arc(RIGHT * 0.1, angle=180 * DEGREES)

        self.play(Create(triangle), Write(labels))
        self.play(angle1.animate.move_to(LEFT * 2 + DOWN + UP * 0.3))
        self.play(angle2.animate.move_to(RIGHT * 2 + DOWN + UP * 0.3))
        self.play(angle3.animate.move_to(RIGHT * 2 + DOWN + UP * 0.3))
        self.play(Write(MathTex(r"\text{The angles add up to } 180^\circ")))

        self.wait()
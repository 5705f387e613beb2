from manim import *


class RightTriangleLabels(Scene):
    def construct(self):
        A, B, C = LEFT * 2 + DOWN, RIGHT * 2 + DOWN, RIGHT * 2 + UP * 1.5
        triangle = Triangle(color=BLUE)
        right_angle = RightAngle(Line(B, A), Line(B, C), length=0.3)

        def outside(p, q):
            # the corners go anticlockwise, so the outward normal of side p -> q points right of it
            d = q - p
            normal = np.array([d[1], -d[0], 0]) / np.linalg.norm(d)
            return (p + q) / 2 + 0.4 * normal

        labels = VGroup(
            MathTex("3").move_to(outside(B, C)),
            MathTex("4").move_to(outside(A, B)),
            MathTex("5").move_to(outside(C, A)),
        )
        formula = MathTex("3^2 + 4^2 = 5^2").next_to(VGroup(triangle, labels), DOWN, buff=0.5)
        self.play(Create(triangle), Create(right_angle))
        self.play(Write(labels))
        self.play(Write(formula))
        self.wait()
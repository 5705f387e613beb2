from manim import *


class PythagorasLabels(Scene):
    def construct(self):
        A, B, C = LEFT * 2 + DOWN, RIGHT * 2 + DOWN, RIGHT * 2 + UP * 1.5
        triangle = Polygon(A, B, C, color=BLUE)
        right_angle = RightAngle(Line(B, A), Line(B, C), length=0.3)

        def outside(p, q):
            # the corners go anticlockwise, so the outward normal of side p -> q points right of it
            d = q - p
            normal = np.array([d[1], -d[0], 0]) / np.linalg.norm(d)
            return (p + q) / 2 + 0.4 * normal

        labels = VGroup(
            MathTex("a^2 + b^2 = c^2").move_to(outside(B, C)),
            MathTex("3^2 + 4^2 = 5^2").move_to(outside(A, B, buff=0.15))
        )
        formula = MathTex("a^2 + b^2 = c^2").next_to(VGroup(triangle, labels), DOWN, buff=0.5)
        self.play(Create(triangle), Create(right_angle))
        self.play(Write(labels))
        self.play(Write(formula))
        self.wait()
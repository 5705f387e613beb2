from manim import *

class DiamondGraph(Scene):
    def construct(self):
        A, B, C, D = LEFT * 2 + DOWN, RIGHT * 2 + DOWN, RIGHT * 2 + UP * 1.5, LEFT * 2 + UP * 2
        triangle = Polygon(A, B, C, color=BLUE)
        right_angle = RightAngle(Line(B, A), Line(B, C), length=0.3)

        def outside(p, q):
            # the corners go anticlockwise, so the outward normal of side p -> q points right of it
            d = q - p
            normal = np.array([d[1], -d[0], 0]) / np.linalg.norm(d)
            return (p + q) / 2 + 0.4 * normal

        labels = VGroup(
            MathTex("A").move_to(outside(B, C)),
            MathTex("B").move_to(outside(A, B)),
            MathTex("C").move_to(outside(C, A)),
            MathTex("D").move_to(outside(D, B)),
        )
        sides = VGroup(
            MathTex("c").next_to(Line(A, B), DOWN),
            MathTex("b").next_to(Line(A, C), LEFT),
            MathTex("a").move_to((B + C) / 2 + RIGHT * 0.4 + UP * 0.3),
        )
        right_angle = RightAngle(Line(A, B), Line(A, C), length=0.3)
        self.play(Create(triangle), Create(right_angle))
        self.play(Write(labels), Write(sides), Create(right_angle))
        self.wait()
from manim import *


class IsoscelesTriangleWithTICK(Scene):
    def construct(self):
        A, B, C = LEFT * 2 + DOWN, RIGHT * 2 + DOWN, RIGHT * 2 + UP * 1.5
        triangle = Polygon(A, B, C, color=BLUE)
        tickmark = Arc(0, 2 * PI / 3, 1.2 * 0.25).set_color(WHITE)

        def outside(p, q):
            # the corners go anticlockwise, so the outward normal of side p -> q points right of it
            d = q - p
            normal = np.array([d[1], -d[0], 0]) / np.linalg.norm(d)
            return (p + q) / 2 + 0.4 * normal

        labels = VGroup(
            Text("P").move_to(outside(B, C)),
            MathTex(r"x").next_to(A, DOWN, buff=0.2),
        )
        self.play(Create(triangle), Create(tickmark))
        self.play(Write(labels))
        self.wait()
from manim import *


class PythagorasEquation(Scene):
    def construct(self):
        a, b, c = LEFT * 2 + DOWN, RIGHT * 2 + DOWN, LEFT * 2 + UP * 1.5
        triangle = Polygon(a, b, c, color=WHITE)
        right_angle = RightAngle(Line(a, b), Line(a, c), length=0.3)

        def outside(p, q):
            # the corners go anticlockwise, so the outward normal of side p -> q points right of it
            d = q - p
            normal = np.array([d[1], -d[0], 0]) / np.linalg.norm(d)
            return (p + q) / 2 + 0.4 * normal

        labels = VGroup(
            MathTex("a").move_to(outside(b, c)),
            MathTex("b").move_to(outside(a, b)),
            MathTex("c").move_to(outside(c, a)),
        )
        formula = MathTex("a^2 + b^2 = c^2").next_to(VGroup(triangle, labels), DOWN, buff=0.5)
        formula.move_to(ORIGIN)
        yellow_box = SurroundingRectangle(formula, color=YELLOW)
        pythagoras_label = Text("Pythagoras").next_to(yellow_box, UP, buff=0.5)

        self.play(Create(triangle), Create(right_angle))
        self.play(Write(labels), Write(formula), Create(yellow_box))
        self.play(Write(pythagoras_label))
        self.wait()

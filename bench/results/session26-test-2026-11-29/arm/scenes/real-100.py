from manim import *

class IsoscelesTriangle(Scene):
    def construct(self):
        # Draw the base of the triangle
        base = Line(ORIGIN, RIGHT * 4)
        self.play(Create(base))

        # Mark the two equal sides with small tick marks
        tick = Line(ORIGIN, RIGHT * 1)
        self.play(Create(tick))

        # Draw the vertex P
        P = Dot(RIGHT * 4, color=YELLOW)
        self.play(Create(P))

        # Draw the top angle x
        top_angle = Arc(1, PI / 2, PI, color=RED)
        self.play(Create(top_angle))

        # Label the top vertex P
        top_label = MathTex(r"P", color=RED).scale(0.5).next_to(P, DOWN, buff=0.1)
        self.play(GrowFromCenter(top_label))

        # Label the base angles x
        x_angle = Arc(1, PI / 2, PI / 2, color=RED)
        self.play(Create(x_angle))
        x_angle_label = MathTex(r"x", color=RED).scale(0.5).next_to(x_angle, DOWN, buff=0.1)
        self.play(GrowFromCenter(x_angle_label))

        # Label the equal sides
        equal_side_label = MathTex(r"=", color=RED).scale(0.5).next_to(tick, RIGHT, buff=0.1)
        self.play(GrowFromCenter(equal_side_label))
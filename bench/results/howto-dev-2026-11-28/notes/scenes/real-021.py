from manim import *


class SlopeOfParabola(Scene):
    def construct(self):
        axes = Axes(
            x_range=[-1, 3, 1],
            y_range=[0, 5, 1],
            x_length=6,
            y_length=5,
            axis_config={"include_numbers": True},
        )
        curve = axes.plot(lambda x: x**2, x_range=[-1, 2.2], color=YELLOW)
        y_prime = MathTex(r"y' = 2x", color=RED)
        y_prime.next_to(curve, DOWN, buff=0.4)
        y_prime_3 = MathTex(r"y' = 6", color=RED)
        y_prime_3.next_to(y_prime, RIGHT, buff=0.4)
        arrow = Arrow(y_prime.get_bottom(), y_prime_3.get_top(), buff=0.1)
        self.play(Create(axes), Create(curve), Write(y_prime), Write(y_prime_3), Create(arrow))
        self.wait()
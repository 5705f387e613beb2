from manim import *


class SlopeDerivation(Scene):
    def construct(self):
        axes = Axes(
            x_range=[-1, 4, 1],
            y_range=[0, 10, 1],
            x_length=6,
            y_length=5,
            axis_config={"include_numbers": True},
        )
        curve = axes.plot(lambda x: x**2, x_range=[-1, 3.5], color=YELLOW)
        y_prime = MathTex(r"y' = 2x")
        y_prime.next_to(curve, RIGHT, buff=0.5)
        y_prime.align_to(curve, RIGHT)
        y_prime.set_color(RED)
        self.play(Create(axes), Create(curve))
        self.play(Write(y_prime))
        self.wait()
        y_prime_3 = MathTex(r"y' = 6")
        y_prime_3.next_to(y_prime, RIGHT, buff=0.5)
        y_prime_3.align_to(y_prime, RIGHT)
        y_prime_3.set_color(RED)
        self.play(y_prime.animate.move_to(y_prime_3))
        self.play(Write(y_prime_3))
        self.wait()
        arrow = Arrow(y_prime, y_prime_3, color=RED)
        self.play(Write(arrow))
        self.wait()
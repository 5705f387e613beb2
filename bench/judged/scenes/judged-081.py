from manim import *


class CircleWithRadius(Scene):
    def construct(self):
        circle = Circle(radius=2, color=BLUE)
        self.play(Create(circle))
        radius = MathTex("radius").next_to(circle, RIGHT, buff=0.5)
        self.play(Write(radius))
        self.play(FadeOut(circle))
        self.wait()
from manim import *


class SolveX2Equals16(Scene):
    def construct(self):
        title = Text("Solve x^2 = 16", font_size=48).to_edge(UP)
        x_squared = MathTex("x^2", "=", "16").next_to(title, DOWN)
        x = MathTex(r"x", "=", r"\pm\sqrt{16}").next_to(x_squared, DOWN)
        x_4 = MathTex(r"x", "=", r"\pm 4").next_to(x, DOWN)
        circle = Circle(radius=0.5).next_to(x_4, RIGHT)
        self.play(Write(title))
        self.play(Create(x_squared))
        self.play(Write(x))
        self.play(Write(x_4))
        self.play(Create(circle))
        self.wait()
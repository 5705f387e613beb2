from manim import *


class WriteTwoPlusThree(Scene):
    def construct(self):
        equation = MathTex(r"2 + 3 = 5").to_edge(UP)
        equation.move_to(ORIGIN)
        self.play(Write(equation))
        self.wait()
        self.play(equation.animate.set_color(RED))
        self.wait()

from manim import *


class Main(Scene):
    def construct(self):
        formula = MathTex(r"a^2 + b^2 = c^2", font_size=72)
        name = Text("Pythagoras", font_size=36, color=GOLD).to_edge(DOWN)
        self.play(Write(formula))
        self.play(FadeIn(name))
        self.wait()

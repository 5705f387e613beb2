from manim import *


class DeriveSlope(Scene):
    def construct(self):
        y = lambda x: x**2
        x_vals = np.linspace(-1, 3, 100)
        y_vals = y(x_vals)
        func = VGroup(
            MathTex(r"y", "=", r"x", r"^", "2").scale(1.5).next_to(ORIGIN, DOWN, buff=1.5),
            FunctionGraph(y, x_range=[-1, 3], color=BLUE),
        )

        slope = MathTex(r"y'", r"=", r"2", "x").scale(1.2).next_to(func[0], RIGHT, buff=1)
        slope_above = MathTex(r"y'", r"=", r"6").scale(1.2).next_to(func[1], RIGHT, buff=1)

        arrow = Arrow(func[1].get_right(), slope_above.get_center(), color=RED)

        self.play(Write(func[0]))
        self.play(Create(func[1]))
        self.play(Write(slope))
        self.play(Write(slope_above))
        self.play(Create(arrow))
        self.wait()
from manim import *

class DeriveSlope(Scene):
    def construct(self):
        axes = Axes(x_range=[-3, 3, 1], y_range=[-1, 9, 1], x_length=7, y_length=5.5)
        curve = axes.plot(lambda x: x**2, x_range=[-2.9, 2.9], color=BLUE)
        x = ValueTracker(-2)

        def tangent_direction():
            x0 = x.get_value()
            slope = 2 * x0
            step = axes.c2p(x0 + 1, x0**2 + slope) - axes.c2p(x0, x0**2)
            return step / np.linalg.norm(step)

        def tangent():
            point = axes.input_to_graph_point(x.get_value(), curve)
            d = tangent_direction()
            return Line(point - 2 * d, point + 2 * d, color=YELLOW, stroke_width=5)

        def label():
            d = tangent_direction()
            inward = np.array([-d[1], d[0], 0])  # the side of the tangent the parabola opens to
            return Text("y'", font_size=30, color=YELLOW).move_to(
                dot.get_center() + 0.9 * inward
            )

        dot = always_redraw(
            lambda: Dot(axes.input_to_graph_point(x.get_value(), curve), color=RED, radius=0.1)
        )
        line = always_redraw(tangent)
        word = always_redraw(label)
        self.play(Create(axes), Create(curve))
        self.play(FadeIn(dot), Create(line), Write(word))
        self.play(x.animate.set_value(3), run_time=4, rate_func=linear)
        self.wait()
        self.play(Write(MathTex(r"y' = 2x", font_size=30, color=YELLOW)))
        self.wait()
        self.play(Write(MathTex(r"y' = 6", font_size=30, color=YELLOW)))
        self.wait()
        arrow = Arrow(axes.c2p(-3, 0), axes.c2p(3, 0), color=YELLOW, stroke_width=5)
        self.play(Create(arrow))
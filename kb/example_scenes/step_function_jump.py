from manim import *


class StepFunctionJump(Scene):
    """A step function on axes from -3 to 3: a yellow function that is 0 for x < 0 and 1 for x >= 0, drawn as two horizontal lines placed with axes.c2p (not one plot through the jump); an open circle (hollow, black fill) at (0, 0) and a filled yellow dot at (0, 1) mark the jump at x = 0; the piecewise formula of f(x) (MathTex with cases) is written at the top."""

    def construct(self):
        axes = Axes(
            x_range=[-3, 3, 1],
            y_range=[-1, 2, 1],
            x_length=9,
            y_length=4.5,
            axis_config={"include_numbers": True},
        ).shift(DOWN * 0.5)
        left = Line(axes.c2p(-3, 0), axes.c2p(0, 0), color=YELLOW, stroke_width=6)
        right = Line(axes.c2p(0, 1), axes.c2p(3, 1), color=YELLOW, stroke_width=6)
        hollow = Circle(radius=0.12, color=YELLOW, stroke_width=4).move_to(axes.c2p(0, 0))
        hollow.set_fill(BLACK, opacity=1)
        filled = Dot(axes.c2p(0, 1), radius=0.12, color=YELLOW)
        label = MathTex(
            r"f(x) = \begin{cases} 0 & x < 0 \\ 1 & x \ge 0 \end{cases}", color=YELLOW
        ).to_edge(UP, buff=0.3)
        self.play(Create(axes))
        self.play(Create(left))
        self.play(Create(hollow), FadeIn(filled))
        self.play(Create(right))
        self.play(Write(label))
        self.wait()

from manim import *


class RootsAndVertex(Scene):
    """A parabola plotted on axes with yellow dots on its two roots, where it crosses the x-axis, and a red dot on its vertex, each labelled with its coordinates; the roots come from numpy, the vertex from -b / 2a."""

    def construct(self):
        axes = Axes(x_range=[-3, 5, 1], y_range=[-5, 6, 1], x_length=7, y_length=5.5)
        a, b, c = 1, -2, -3  # y = x^2 - 2x - 3
        curve = axes.plot(lambda x: a * x**2 + b * x + c, x_range=[-2.2, 4.2], color=BLUE)
        label = MathTex(r"y = x^2 - 2x - 3", color=BLUE).scale(0.8).to_corner(UR)
        self.play(Create(axes), Create(curve), Write(label))
        roots = sorted(float(r.real) for r in np.roots([a, b, c]))
        root_dots = VGroup(*[Dot(axes.c2p(r, 0), color=YELLOW) for r in roots])
        root_labels = VGroup(
            *[
                MathTex(f"({r:g}, 0)")
                .scale(0.6)
                .next_to(d, DOWN + (LEFT if r < 1 else RIGHT), buff=0.1)
                for r, d in zip(roots, root_dots)
            ]
        )
        self.play(
            LaggedStart(*[GrowFromCenter(d) for d in root_dots], lag_ratio=0.5), Write(root_labels)
        )
        xv = -b / (2 * a)
        vertex = Dot(axes.c2p(xv, a * xv**2 + b * xv + c), color=RED)
        vertex_label = MathTex(r"(1, -4)").scale(0.6).next_to(vertex, DOWN, buff=0.15)
        self.play(GrowFromCenter(vertex), Write(vertex_label))
        self.wait()

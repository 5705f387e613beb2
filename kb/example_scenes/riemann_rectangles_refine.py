from manim import *


class RiemannRectanglesRefine(Scene):
    """Axes with a curve and wide Riemann rectangles under it between x = 0 and x = 3, which are then replaced by thinner, more numerous rectangles that fit the area better, while a label shows the width dx (axes.get_riemann_rectangles with a smaller dx, Transform)."""

    def construct(self):
        axes = Axes(x_range=[0, 4, 1], y_range=[0, 5, 1], x_length=7, y_length=5).shift(DOWN * 0.3)
        curve = axes.plot(lambda x: 0.4 * x**2 + 0.5, x_range=[0, 3.6], color=YELLOW)
        wide = axes.get_riemann_rectangles(
            curve, x_range=[0, 3], dx=0.5, color=[BLUE, GREEN], fill_opacity=0.6
        )
        thin = axes.get_riemann_rectangles(
            curve, x_range=[0, 3], dx=0.1, color=[BLUE, GREEN], fill_opacity=0.6
        )
        wide_label = MathTex("dx = 0.5").next_to(axes.c2p(0, 4.5), RIGHT, buff=0.5)
        thin_label = MathTex("dx = 0.1").move_to(wide_label)
        self.play(Create(axes), Create(curve))
        self.play(Create(wide), Write(wide_label), run_time=2)
        self.wait(0.5)
        self.play(Transform(wide, thin), Transform(wide_label, thin_label), run_time=2)
        self.wait()

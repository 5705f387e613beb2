from manim import *

class SineWaveTrails(Scene):
    def construct(self):
        circle = Circle(radius=1.5, color=WHITE).move_to(LEFT * 4.5)
        axes = Axes(
            x_range=[0, TAU, PI / 2],
            y_range=[-1, 1, 1],
            x_length=6,
            y_length=3,
            tips=False,
        ).move_to(RIGHT * 2.5)
        angle = ValueTracker(0.01)
        dot = Dot(circle.point_at_angle(angle.get_value()), color=WHITE)
        wave = always_redraw(
            lambda: axes.plot(np.sin, x_range=[0, angle.get_value()], color=YELLOW)
        )
        trail = always_redraw(lambda: Dot(axes.c2p(angle.get_value(), np.sin(angle.get_value())), color=YELLOW))
        link = always_redraw(lambda: DashedLine(dot.get_center(), trail.get_center(), color=GREY))
        self.play(Create(circle), Create(axes))
        self.add(wave, link, dot, trail)
        self.play(angle.animate.set_value(TAU), run_time=5, rate_func=linear)
        self.wait()
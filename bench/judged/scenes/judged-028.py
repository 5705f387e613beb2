from manim import *

class StepFunction(Scene):
    def construct(self):
        axes = Axes(
            x_range=[-1, 2, 1],
            y_range=[0, 1, 1],
            x_length=6,
            y_length=5,
            axis_config={"include_numbers": True},
        )
        curve = axes.plot(lambda x: 1 if x == 0 else 0, x_range=[-1, 2], color=YELLOW)
        jump = Circle(radius=0.1, color=WHITE)
        jump.move_to(axes.c2p(0, 1))
        self.play(Create(axes), Create(curve))
        self.play(Create(jump))
        self.play(jump.animate.shift(RIGHT * 3))  # Move the jump circle to the right
        self.wait()
from manim import *


class BlueRectangleOnFloor(Scene):
    def construct(self):
        floor = Rectangle(width=10, height=0.5, color=BLUE, fill_opacity=0.6).shift(DOWN)
        floor.to_edge(DOWN, buff=0.2)
        ball = Circle(radius=0.3, color=RED, fill_opacity=0.6)
        # align the ball's left side with the floor's left edge
        ball.next_to(floor, LEFT, buff=0)
        self.play(DrawBorderThenFill(floor))
        self.play(FadeIn(ball, shift=DOWN * 2), run_time=1)
        self.wait()

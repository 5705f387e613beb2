from manim import *


class BallDropBounce(Scene):
    def construct(self):
        floor = Line(LEFT * 6, RIGHT * 6, color=WHITE).to_edge(DOWN, buff=0.8)
        ball = Circle(radius=0.4, color=RED, fill_opacity=1).move_to(UP * 3)
        self.play(Create(floor), FadeIn(ball))
        # the ball touches the floor when its centre is one radius above the line
        on_floor = floor.get_center() + UP * 0.4
        bounce_heights = [1.5, -0.5]  # each bounce peaks lower than the last
        self.play(ball.animate.move_to(on_floor), rate_func=rush_into, run_time=1)
        for height in bounce_heights:
            peak = [0, height, 0]
            self.play(ball.animate.move_to(peak), rate_func=rush_from, run_time=0.7)
            self.play(ball.animate.move_to(on_floor), rate_func=rush_into, run_time=0.7)
        self.wait()
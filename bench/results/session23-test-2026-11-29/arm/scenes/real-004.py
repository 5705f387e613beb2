from manim import *


class LongArrow(Scene):
    def construct(self):
        # Create the white arrow
        arrow = Arrow(ORIGIN, ORIGIN + UP * config.frame_height, stroke_width=10, color=WHITE)
        self.play(Create(arrow))

        # Create the red dot at the tail of the arrow
        red_dot = Dot(ORIGIN + UP * config.frame_height, color=RED)
        red_dot.move_to(ORIGIN)
        self.play(FadeIn(red_dot))

        # Create the green dot at the head of the arrow
        green_dot = Dot(ORIGIN + UP * config.frame_height, color=GREEN)
        green_dot.move_to(ORIGIN + UP * config.frame_height)
        self.play(FadeIn(green_dot))

        self.wait()
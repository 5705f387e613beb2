from manim import *


class StarAndCircle(Scene):
    def construct(self):
        # upper right area of the screen
        upper_right = UP * config.frame_height / 4 + RIGHT * config.frame_width / 4
        star = Star(color=YELLOW, stroke_width=3).move_to(upper_right)
        # left half of the screen
        left_half = LEFT * config.frame_width / 2
        circle = Circle(radius=1, color=PURPLE).move_to(left_half)
        self.play(Create(circle), Create(star))
        self.wait()
from manim import *

class ScreenBorderBounce(Scene):
    def construct(self):
        border = Rectangle(
            width=config.frame_width - 0.2, height=config.frame_height - 0.2, stroke_width=2
        )
        dot = Dot(radius=0.2, color=RED)
        dot.next_to(border.get_left(), RIGHT, buff=0.05)
        right_end = border.get_right() + LEFT * (dot.width / 2 + 0.05)
        left_end = dot.get_center()
        self.play(Create(border))
        self.play(FadeIn(dot))
        self.play(dot.animate.move_to(right_end), run_time=2, rate_func=linear)
        self.play(dot.animate.move_to(left_end), run_time=2, rate_func=linear)
        self.wait()
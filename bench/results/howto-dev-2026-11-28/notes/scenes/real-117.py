from manim import *

class ScreenBorderBounce(Scene):
    def construct(self):
        frame = Square(side_length=3, color=WHITE).shift(RIGHT * 3.5)
        dot = Dot(radius=0.2, color=RED).move_to(frame.get_left(), RIGHT)
        right_end = frame.get_right() + LEFT * (dot.width / 2 + 0.05)
        left_end = dot.get_center()
        self.play(Create(frame))
        self.play(FadeIn(dot))
        self.play(dot.animate.move_to(right_end), run_time=2, rate_func=linear)
        self.play(dot.animate.move_to(left_end), run_time=2, rate_func=linear)
        self.wait()
from manim import *

class GridWithBlueCorners(Scene):
    def construct(self):
        squares = VGroup(*[Square(side_length=0.9) for _ in range(16)])
        squares.arrange_in_grid(rows=4, cols=4, buff=0.25)
        self.play(LaggedStart(*[Create(s) for s in squares], lag_ratio=0.1))
        self.play(squares.animate.scale_to_fit_height(config.frame_height * 0.9), run_time=2)
        top_left = VGroup(*[s for s in squares if s.get_center()[0] == 0 and s.get_center()[1] == 0])
        top_right = VGroup(*[s for s in squares if s.get_center()[0] == config.frame_width - 0.9 and s.get_center()[1] == 0])
        bottom_left = VGroup(*[s for s in squares if s.get_center()[0] == 0 and s.get_center()[1] == config.frame_height - 0.9])
        bottom_right = VGroup(*[s for s in squares if s.get_center()[0] == config.frame_width - 0.9 and s.get_center()[1] == config.frame_height - 0.9])
        self.play(top_left.animate.set_color(BLUE), top_right.animate.set_color(BLUE), bottom_left.animate.set_color(BLUE), bottom_right.animate.set_color(BLUE))
        self.wait()
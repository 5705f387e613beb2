from manim import *

class SquarePathDot(Scene):
    def construct(self):
        # a square around the top: starts at the left (angle PI) and turns clockwise to the right
        square = Square(side_length=2, color=ORANGE, fill_opacity=0.5).shift(DOWN * 2)
        dot = Dot(square.get_top(), color=ORANGE, radius=0.1)
        path = Line(square.get_left(), square.get_top(), stroke_color=ORANGE, stroke_width=2)
        path2 = Line(square.get_top(), square.get_right(), stroke_color=ORANGE, stroke_width=2)
        path3 = Line(square.get_right(), square.get_bottom(), stroke_color=ORANGE, stroke_width=2)
        path4 = Line(square.get_bottom(), square.get_left(), stroke_color=ORANGE, stroke_width=2)
        self.play(Create(square))
        self.play(FadeIn(dot, scale=2))
        self.play(MoveAlongPath(dot, path, run_time=1, rate_func=linear))
        self.play(MoveAlongPath(dot, path2, run_time=1, rate_func=linear))
        self.play(MoveAlongPath(dot, path3, run_time=1, rate_func=linear))
        self.play(MoveAlongPath(dot, path4, run_time=1, rate_func=linear))
        self.wait()
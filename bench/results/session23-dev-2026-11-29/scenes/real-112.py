from manim import *

class RollingWheel(Scene):
    def construct(self):
        radius = 0.8
        floor = Line(LEFT * 6.5, RIGHT * 6.5).shift(DOWN * 2)
        start = LEFT * 5 + DOWN * 2 + UP * radius
        spoke = Line(start, RIGHT * 5 + DOWN * 2 + UP * radius, color=BLUE)
        wheel = Circle(radius=radius, color=BLUE).move_to(LEFT * 5)
        self.add(floor, spoke, wheel)
        self.play(wheel.animate.shift(RIGHT * 3), run_time=5, rate_func=linear)
        self.wait()
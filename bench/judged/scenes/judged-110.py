from manim import *

class MoveAlongFigureEight(Scene):
    def construct(self):
        path = ArcBetweenPoints(LEFT * 4, RIGHT * 4, angle=-PI / 2, color=GRAY)
        dot = Dot(path.get_start(), color=ORANGE)
        self.play(Create(path))
        self.play(MoveAlongPath(dot, path), run_time=3)
        self.wait()
from manim import *


class HexagonWithDots(Scene):
    def construct(self):
        hexagon = Polygon(
            np.array([0, 0, 0]),
            np.array([1, 0, 0]),
            np.array([1 / 2, np.sqrt(3) / 2, 0]),
            np.array([0, np.sqrt(3) / 2, 0]),
            np.array([-1 / 2, np.sqrt(3) / 2, 0]),
            np.array([-1, 0, 0]),
            color=WHITE
        )
        dot = Dot(radius=0.1, color=ORANGE)
        hexagon.add(dot)
        self.play(Create(hexagon))
        self.wait()
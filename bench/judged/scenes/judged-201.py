from manim import *

class HexagonPentagonMove(Scene):
    def construct(self):
        hexagon = Polygon(np.array([0, 0, 0]), np.array([1, 0, 0]), np.array([0.5, np.sqrt(3)/2, 0]), np.array([-0.5, np.sqrt(3)/2, 0]), np.array([0, np.sqrt(3), 0]), np.array([-1, 0, 0]), color=GREEN)
        pentagon = Polygon(np.array([0, 0, 0]), np.array([1, 0, 0]), np.array([0.5, np.sqrt(3)/2, 0]), np.array([-0.5, np.sqrt(3)/2, 0]), np.array([0, np.sqrt(3), 0]), np.array([-1, 0, 0]), color=YELLOW)
        self.play(Create(hexagon))
        self.play(Create(pentagon))
        self.wait()
        self.play(Transform(hexagon, pentagon, run_time=2))
        self.wait()
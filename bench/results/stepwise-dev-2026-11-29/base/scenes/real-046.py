from manim import *

class StarNetwork(Scene):
    def construct(self):
        centre = Circle(color=BLUE)
        outer_points = [np.array([np.cos(i * 2 * np.pi / 5), np.sin(i * 2 * np.pi / 5), 0]) for i in range(5)]
        outer_nodes = [Dot(point, radius=0.08, color=GREY) for point in outer_points]
        self.play(Create(centre))
        for node in outer_nodes:
            self.play(Create(node))
            self.wait(0.5)
from manim import *

class GridOfRectangles(Scene):
    def construct(self):
        grid = VGroup()
        for i in range(4):
            for j in range(3):
                box = Rectangle(width=1, height=1, color=WHITE)
                box.move_to(np.array([j, i, 0]))
                grid.add(box)
        for m in grid:
            self.play(Create(m))
        self.wait()
from manim import *

class GridOfRectangles(Scene):
    def construct(self):
        grid = VGroup()
        for i in range(4):
            for j in range(3):
                rect = Rectangle(width=1, height=1, color=BLUE)
                rect.move_to(ORIGIN + RIGHT * j + DOWN * i)
                grid.add(rect)
        grid.arrange_in_grid(rows=3, cols=4, buff=0.3)
        self.play(FadeIn(grid))
        self.wait()
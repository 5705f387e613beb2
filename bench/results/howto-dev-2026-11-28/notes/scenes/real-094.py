from manim import *

class CountDots(Scene):
    def construct(self):
        rows, cols = 3, 4
        grid = VGroup(*[Square(0.5) for _ in range(rows * cols)]).arrange_in_grid(rows=rows, cols=cols, buff=0.1)
        self.play(Create(grid))

        for i in range(rows):
            for j in range(cols):
                dot = Dot(radius=0.15, color=RED)
                dot.move_to(grid[i * cols + j].get_center())
                self.play(FadeIn(dot))
                number = Integer(i * cols + j + 1, font_size=30).next_to(dot, DOWN, buff=0.15)
                self.play(dot.animate.set_color(YELLOW), FadeIn(number), run_time=0.4)

        total = Text("12 dots").next_to(grid, DOWN, buff=0.8)
        self.play(Write(total))

        self.wait()
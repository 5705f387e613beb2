from manim import *

class Colours(Scene):
    def construct(self):
        title = Text("Colours", font_size=50)
        title.move_to(UP * 3)
        square1 = Square(side_length=1, color=RED)
        square2 = Square(side_length=1, color=GREEN)
        square3 = Square(side_length=1, color=BLUE)
        square4 = Square(side_length=1, color=YELLOW)
        square1.move_to(LEFT * 2 + UP * 1)
        square2.move_to(LEFT * 1 + UP * 1)
        square3.move_to(RIGHT * 1 + UP * 1)
        square4.move_to(RIGHT * 2 + UP * 1)
        grid = VGroup(square1, square2, square3, square4).arrange_in_grid(rows=2, cols=2, buff=0.3)
        self.play(Create(title))
        self.play(Create(grid))
        self.wait()
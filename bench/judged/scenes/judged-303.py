from manim import *

class PurpleSquareGrows(Scene):
    def construct(self):
        square = Square(side_length=1, color=PURPLE, fill_opacity=0.5)
        # one after another: each self.play waits for the previous one to finish
        self.play(square.animate.move_to(LEFT))
        self.play(square.animate.scale(2))
        self.play(square.animate.set_color(YELLOW))
        self.wait()
from manim import *

class OrangeCircleInSquare(Scene):
    def construct(self):
        orange = Circle(radius=0.5, color=ORANGE)
        orange.to_corner(UR)  # Place the orange circle in the top-right corner
        blue = Square(side_length=2, color=BLUE)
        blue.move_to(ORIGIN)
        self.play(Create(orange))
        self.play(Create(blue))
        self.play(orange.animate.move_to(blue.get_center()))
        self.wait()
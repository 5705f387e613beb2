from manim import *

class RightTriangleWithRightAngle(Scene):
    def construct(self):
        # Draw the right triangle with the right angle at the bottom left
        right_triangle = Triangle()
        # Mark the right angle with a small square
        small_square = Square(side_length=0.2)
        small_square.move_to(right_triangle.get_right_corner())
        # Colour the hypotenuse red
        hypotenuse = Line(right_triangle.get_corner(UL), right_triangle.get_corner(UR))
        hypotenuse.set_color(RED)
        # Arrange the right triangle, small square, and hypotenuse
        group = VGroup(right_triangle, small_square, hypotenuse)
        group.arrange(RIGHT)
        self.play(FadeIn(group))
        self.wait()
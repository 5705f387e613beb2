from manim import *


class LongThinRectangleAndSquare(Scene):
    def construct(self):
        # Draw the long thin horizontal rectangle
        rectangle = Rectangle(width=config.frame_width - 0.2, height=0.1, stroke_width=2)
        rectangle.move_to(ORIGIN)
        self.play(Create(rectangle))
        
        # Draw the small square resting on top of the left end of the rectangle
        square = Square(side_length=0.05, color=BLUE)
        square.move_to(rectangle.get_corner(DL) + LEFT * (square.width / 2 + 0.05))
        self.play(Create(square))
from manim import *

class SquareWithDiagonal(Scene):
    def construct(self):
        square = Square(side_length=2, color=WHITE)
        self.play(Create(square))
        
        # Label the vertices
        label_A = Text("A", color=BLUE).move_to(square.get_corner(UP + LEFT))
        label_B = Text("B", color=BLUE).move_to(square.get_corner(UP + RIGHT))
        label_C = Text("C", color=BLUE).move_to(square.get_corner(DOWN + RIGHT))
        label_D = Text("D", color=BLUE).move_to(square.get_corner(DOWN + LEFT))
        self.play(Create(label_A), Create(label_B), Create(label_C), Create(label_D))
        
        # Draw the diagonal from A to C
        diagonal = Line(square.get_corner(UP + LEFT), square.get_corner(DOWN + RIGHT), color=RED)
        self.play(Create(diagonal))
        
        self.wait()
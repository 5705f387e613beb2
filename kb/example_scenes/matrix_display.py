from manim import *


class MatrixDisplay(Scene):
    """A 2x2 matrix shown with brackets, then one entry highlighted and the matrix labelled A."""

    def construct(self):
        matrix = Matrix([[1, 2], [3, 4]])
        name = MathTex("A =").next_to(matrix, LEFT)
        self.play(Write(name), Create(matrix))
        entries = matrix.get_entries()
        self.play(entries[3].animate.set_color(YELLOW))
        self.play(Circumscribe(entries[3]))
        self.wait()

from manim import *

class IsoscelesTriangleWithMarkingsAndLabels(Scene):
    def construct(self):
        triangle = Triangle(color=BLUE, fill_opacity=0.5)
        side1 = Line(triangle.get_vertices()[0], triangle.get_vertices()[1])
        side2 = Line(triangle.get_vertices()[1], triangle.get_vertices()[2])
        mark1 = Line(triangle.get_vertices()[0], triangle.get_vertices()[0], stroke_color=YELLOW, stroke_width=5)
        mark2 = Line(triangle.get_vertices()[1], triangle.get_vertices()[1], stroke_color=YELLOW, stroke_width=5)

        labels = VGroup(
            MathTex("P").move_to(triangle.get_vertices()[2]),
            MathTex("x").move_to(triangle.get_vertices()[2] + np.array([0, 1, 0])),
            MathTex("x").move_to(triangle.get_vertices()[2] - np.array([0, 1, 0])),
        )
        self.play(Create(triangle), Create(side1), Create(side2), Create(mark1), Create(mark2))
        self.play(Write(labels))
        self.wait()
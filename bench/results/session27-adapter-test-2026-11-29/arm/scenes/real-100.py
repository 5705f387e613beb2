from manim import *

class IsoscelesTriangle(Scene):
    def construct(self):
        # Draw the isosceles triangle
        triangle = Triangle(color=BLUE, fill_opacity=0.5)
        self.play(Create(triangle))
        
        # Mark the two equal sides with small tick marks
        side1 = Line(triangle.get_vertices()[0], triangle.get_vertices()[1], color=RED)
        side2 = Line(triangle.get_vertices()[1], triangle.get_vertices()[2], color=RED)
        self.play(Create(side1), Create(side2))
        
        # Label the top vertex P and the base angles x
        P = Dot(triangle.get_vertices()[0], color=RED)
        self.play(Create(P))
        x = MathTex(r"x", color=RED).next_to(P, RIGHT, buff=0.1)
        self.play(Write(x))